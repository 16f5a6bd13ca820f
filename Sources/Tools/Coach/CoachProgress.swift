// Progress is a small JSON file at the package root, which the learner may read, edit or
// delete. Nothing read from it is trusted: each exercise's entry is read on its own, so a
// damaged entry costs only that entry, and counts are kept within what the Coach can show.
import ExerciseChecks
import Foundation

/// What the learner has done so far: per exercise, whether it ever passed, how its file
/// fared at its last check, how many checks and hints it took, and when and on which file it
/// first passed.
package struct CoachProgress: Equatable, Sendable {
  /// The progress of one exercise.
  package struct Entry: Codable, Equatable, Sendable {
    /// `true` once a check passed, even if the file changed since (until `--reset`).
    package var passed = false
    /// How many hints have been shown.
    package var hintsShown = 0
    /// The exercise's file at its last check, and whether that check passed.
    package var lastCheck: LastCheck?
    /// How many checks ran to their verdict.
    package var checks = 0
    /// When a check first passed, in ISO 8601 (UTC).
    package var firstPassed: String?
    /// The fingerprint of the file that passed last.
    package var passedFingerprint: String?

    /// Creates an entry of an exercise not tried yet.
    package init() {}

    /// Reads an entry; keys missing from an older progress file take their defaults, and a
    /// date or fingerprint that is not one is dropped.
    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      passed = try container.decodeIfPresent(Bool.self, forKey: .passed) ?? false
      hintsShown = try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0
      lastCheck = try container.decodeIfPresent(LastCheck.self, forKey: .lastCheck)
      checks = min(max(try container.decodeIfPresent(Int.self, forKey: .checks) ?? 0, 0), 1_000_000)
      firstPassed = (try? container.decodeIfPresent(String.self, forKey: .firstPassed)).flatMap {
        ISO8601DateFormatter().date(from: $0) == nil ? nil : $0
      }
      passedFingerprint = (try? container.decodeIfPresent(String.self, forKey: .passedFingerprint)).flatMap {
        $0.count == 64 && $0.allSatisfy(\.isHexDigit) ? $0 : nil
      }
    }

    /// Counts one check that reached its verdict on the file with `fingerprint`, at `date`.
    package mutating func record(passed: Bool, fingerprint: String, at date: Date) {
      checks += 1
      self.passed = self.passed || passed
      lastCheck = LastCheck(fingerprint: fingerprint, passed: passed)
      guard passed else { return }
      passedFingerprint = fingerprint
      if firstPassed == nil { firstPassed = ISO8601DateFormatter().string(from: date) }
    }
  }

  /// The file an exercise's last check ran on, by fingerprint, and its result.
  package struct LastCheck: Codable, Equatable, Sendable {
    /// The fingerprint of the file's bytes (see `ExerciseFile`).
    package var fingerprint: String
    /// Whether that check passed.
    package var passed: Bool

    /// Creates the record of one check.
    package init(fingerprint: String, passed: Bool) {
      self.fingerprint = fingerprint
      self.passed = passed
    }
  }

  /// The entries, by exercise number.
  package private(set) var entries: [Int: Entry] = [:]

  /// Creates empty progress.
  package init() {}

  /// The entry of exercise `number`, empty if it has none.
  package subscript(number: Int) -> Entry {
    get { entries[number] ?? Entry() }
    set { entries[number] = newValue }
  }

  /// The file name, at the package root.
  package static let fileName = ".delegationlab-progress.json"

  /// The key under which a fallback file says what stood at the progress file's place.
  static let standingInForKey = "standingInFor"

  /// Progress as JSON, as the file holds it.
  ///
  /// - Parameter place: For a fallback file, what stood at the progress file's place.
  /// - Returns: The file's bytes.
  func encoded(standingInFor place: String? = nil) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let exercises = Dictionary(uniqueKeysWithValues: entries.map { (String($0.key), $0.value) })
    return (try? encoder.encode(File(exercises: exercises, standingInFor: place))) ?? Data()
  }

  /// The file's top level.
  private struct File: Encodable {
    let exercises: [String: Entry]
    let standingInFor: String?
  }

  /// Reads progress from the file's bytes.
  ///
  /// - Returns: The progress, and the numbers of the exercises whose entries could not be
  ///   read (they start over); `nil` when the bytes are not a progress file at all.
  static func decode(_ data: Data) -> (CoachProgress, dropped: [Int])? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let exercises = object["exercises"] as? [String: Any]
    else { return nil }
    var progress = CoachProgress()
    var dropped: [Int] = []
    for (key, value) in exercises {
      guard let number = Int(key), let exercise = ExerciseCatalog.exercise(number) else { continue }
      guard let bytes = try? JSONSerialization.data(withJSONObject: value),
        var entry = try? JSONDecoder().decode(Entry.self, from: bytes)
      else {
        dropped.append(number)
        continue
      }
      entry.hintsShown = min(max(entry.hintsShown, 0), exercise.hints.count)
      progress[number] = entry
    }
    return (progress, dropped.sorted())
  }

  /// Progress that keeps what either side knows: a pass, the most hints, and `newer`'s last check.
  func merged(with newer: CoachProgress) -> CoachProgress {
    var merged = self
    for (number, entry) in newer.entries {
      var combined = self[number]
      combined.passed = combined.passed || entry.passed
      combined.hintsShown = max(combined.hintsShown, entry.hintsShown)
      combined.lastCheck = entry.lastCheck ?? combined.lastCheck
      combined.checks = max(combined.checks, entry.checks)
      combined.firstPassed = [combined.firstPassed, entry.firstPassed].compactMap { $0 }.min()
      combined.passedFingerprint = entry.passedFingerprint ?? combined.passedFingerprint
      merged[number] = combined
    }
    return merged
  }
}
