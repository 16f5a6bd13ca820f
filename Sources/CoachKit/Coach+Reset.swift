// `--reset N` puts a starter back, after asking; the learner's version is kept, so
// nothing is lost. `--verify-starters-fail` is the course's own proof, run by CI.
import ExerciseChecks
import Foundation

extension Coach {
  /// Replaces exercise `number`'s file with its starter, keeping a copy of the learner's version.
  func reset(_ number: Int, confirmed: Bool) -> Int32 {
    guard let exercise = ExerciseCatalog.exercise(number) else { return Self.usageExitCode }
    let workspace = root.appendingPathComponent(exercise.workspacePath)
    guard let starter = try? Data(contentsOf: root.appendingPathComponent(exercise.starterPath)) else {
      writeError("Coach: the starter \(exercise.starterPath) is missing; nothing was changed.")
      return 1
    }
    let current = try? Data(contentsOf: workspace)
    guard current != starter else {
      write("\(exercise.workspacePath) is already the starter: nothing to do.")
      return 0
    }
    if !confirmed {
      write("Put the starter of exercise \(number) back in \(exercise.workspacePath)?")
      write("Your version will be kept in .build/coach-backups. Type y to reset, anything else to keep it: ")
      let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased()
      guard answer == "y" || answer == "yes" else {
        write("Not reset: nothing was changed.")
        return 1
      }
    }
    var backupNote = ""
    if let current {
      let folder = root.appendingPathComponent(".build/coach-backups")
      let stamp = Int(Date().timeIntervalSince1970)
      let backup = folder.appendingPathComponent("Exercise\(number)-\(stamp).swift")
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try current.write(to: backup)
        backupNote = " Your version is in .build/coach-backups/\(backup.lastPathComponent)."
      } catch {
        writeError("Coach: could not keep a copy of your version (\(error)); nothing was changed.")
        return 1
      }
    }
    do {
      try starter.write(to: workspace, options: .atomic)
    } catch {
      writeError("Coach: could not write \(exercise.workspacePath): \(error)")
      return 1
    }
    var progress = loadProgress()
    progress[number].passed = false
    progress[number].failingNow = false
    saveProgress(progress)
    write("Exercise \(number) is back to its starter.\(backupNote)")
    return 0
  }

  /// Proves that every check fails on its untouched starter and passes on its solution.
  func verifyStartersFail() -> Int32 {
    var ok = true
    for exercise in ExerciseCatalog.all {
      let workspace = try? Data(contentsOf: root.appendingPathComponent(exercise.workspacePath))
      let starter = try? Data(contentsOf: root.appendingPathComponent(exercise.starterPath))
      guard let starter, workspace == starter else {
        write(
          "✗ \(exercise.workspacePath) is not its starter \(exercise.starterPath): "
            + "run this on a clean checkout (or swift run Coach --reset \(exercise.number)).")
        ok = false
        continue
      }
    }
    guard ok else { return 1 }
    if case .failed(let errors, let output) = launcher.build() {
      write("✗ The exercises do not build:")
      for line in errors.isEmpty ? output.split(separator: "\n").suffix(15).map(String.init) : errors.map(\.description)
      {
        write("  \(line)")
      }
      return 1
    }
    for exercise in ExerciseCatalog.all {
      let starter = launcher.check(exercise.number, solution: false).outcome
      let solution = launcher.check(exercise.number, solution: true).outcome
      let starterFails: Bool
      if case .failed = starter { starterFails = true } else { starterFails = false }
      let verdict = if case .failed(let problems) = starter { problems.first ?? "" } else { "\(starter)" }
      if starterFails, solution == .passed {
        write("✓ \(exercise.number): the starter fails (\(verdict)); the solution passes.")
      } else {
        ok = false
        write(
          "✗ \(exercise.number): starter \(starterFails ? "fails" : "does not fail: \(starter)"); "
            + "solution \(solution == .passed ? "passes" : "does not pass: \(solution)").")
      }
    }
    write(
      ok ? "Every check fails on its starter and passes on its solution." : "The exercises are not as they should be.")
    return ok ? 0 : 1
  }
}
