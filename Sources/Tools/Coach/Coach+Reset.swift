// `--reset N` puts a starter back, after asking. The learner's version is kept first, in
// .delegationlab-backups at the package root (not under .build, which learners delete to
// fix a build), under a name of its own, and the message says where.
import ExerciseChecks
import Foundation

extension Coach {
  /// The folder, at the package root, that keeps the versions `--reset` replaced.
  static let backupsFolder = ".delegationlab-backups"

  /// Replaces exercise `number`'s file with its starter, keeping a copy of the learner's version.
  func reset(_ number: Int, confirmed: Bool) -> Int32 {
    guard let exercise = ExerciseCatalog.exercise(number) else { return Self.usageExitCode }
    let workspace = root.appendingPathComponent(exercise.workspacePath)
    SafeFile.removeLeftovers(in: workspace.deletingLastPathComponent())
    let starterURL = root.appendingPathComponent(exercise.starterPath)
    guard let starter = try? SafeFile.read(starterURL, followingLinks: true, limit: ExerciseFile.sizeLimit) else {
      writeError(CoachText.Reset.starterMissing(exercise.starterPath))
      return 1
    }
    let current = try? SafeFile.read(workspace, followingLinks: true, limit: ExerciseFile.sizeLimit)
    guard current != starter else {
      write(CoachText.Reset.alreadyStarter(exercise.workspacePath))
      return 0
    }
    if !confirmed {
      write(CoachText.Reset.ask(exercise))
      write(CoachText.Reset.askKept)
      let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        write(CoachText.Reset.notReset)
        return 1
      }
    }
    var backup: String?
    if let current {
      do {
        backup = try keep(current, of: exercise)
      } catch {
        writeError(CoachText.Reset.couldNotKeep(error))
        return 1
      }
    }
    do {
      try SafeFile.write(starter, to: workspace)
    } catch {
      writeError(CoachText.Reset.couldNotWrite(exercise.workspacePath, error))
      return 1
    }
    var progress = loadProgress()
    progress[number].passed = false
    progress[number].lastCheck = nil
    saveProgress(progress)
    write(CoachText.Reset.done(number, backup: backup))
    return 0
  }

  /// Writes `data` to a new file in the backups folder, and returns its path from the package root.
  private func keep(_ data: Data, of exercise: Exercise) throws(FileProblem) -> String {
    let folder = root.appendingPathComponent(Self.backupsFolder)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw FileProblem(description: (error as NSError).localizedDescription)
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd-HHmmss"
    let stem = "Exercise\(exercise.number)-" + formatter.string(from: Date())
    var name = stem + ".swift"
    var copy = 2
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
      name = stem + "-\(copy).swift"
      copy += 1
    }
    try SafeFile.write(data, to: folder.appendingPathComponent(name))
    return Self.backupsFolder + "/" + name
  }
}
