// The Coach remembers which version of an exercise's file it checked, by a fingerprint of
// its bytes, so that the progress list can say whether the file as it is now has passed,
// or has changed since its last check.
import ExerciseChecks
import Fingerprint
import Foundation

/// The learner's file of one exercise, as it is on disk now.
struct ExerciseFile {
  let exercise: Exercise
  let root: URL

  /// The file's location.
  var url: URL { root.appendingPathComponent(exercise.workspacePath) }

  /// `true` when the file is there.
  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The most bytes the Coach reads of a learner's file: far more than any exercise has.
  static let sizeLimit = 16 << 20

  /// The fingerprint of the file's bytes now, or `nil` when it cannot be read.
  var fingerprint: String? {
    (try? SafeFile.read(url, followingLinks: true, limit: ExerciseFile.sizeLimit)).map(Self.fingerprint)
  }

  /// The SHA-256 of `data`, in hexadecimal, as `sha256sum` prints it for the file.
  static func fingerprint(_ data: Data) -> String {
    SHA256.hex(of: data)
  }
}
