// `--verify-starters-fail` is the course's own proof, run by CI: every check fails on its
// untouched starter and passes on its solution. It speaks English only, as CI's logs do.
import ExerciseChecks
import Foundation

extension Coach {
  /// Proves that every check fails on its untouched starter and passes on its solution.
  func verifyStartersFail() -> Int32 {
    var ok = true
    for exercise in ExerciseCatalog.all {
      let workspace = try? SafeFile.read(
        root.appendingPathComponent(exercise.workspacePath), followingLinks: true, limit: ExerciseFile.sizeLimit)
      let starter = try? SafeFile.read(
        root.appendingPathComponent(exercise.starterPath), followingLinks: true, limit: ExerciseFile.sizeLimit)
      guard let starter, workspace == starter else {
        echo(CoachText.Verify.notStarter(exercise))
        ok = false
        continue
      }
    }
    guard ok else { return 1 }
    let lock = BuildLock.forChecks(in: root)
    defer { lock?.unlock() }
    switch launcher.build(progress: { _ in }) {
    case .built: break
    case .interrupted: return 1
    case .failed(let errors, let output):
      echo(CoachText.Verify.doNotBuild)
      for line in errors.isEmpty ? output.split(separator: "\n").suffix(15).map(String.init) : errors.map(\.description)
      {
        echo(CoachText.Verify.line(line))
      }
      return 1
    }
    for exercise in ExerciseCatalog.all {
      let starter = launcher.check(exercise.number, solution: false).outcome
      let solution = launcher.check(exercise.number, solution: true).outcome
      if case .failed(let problems) = starter, solution == .passed {
        echo(CoachText.Verify.good(exercise.number, verdict: problems.first ?? ""))
      } else {
        ok = false
        let starterProblem: String? = if case .failed = starter { nil } else { "\(starter)" }
        echo(
          CoachText.Verify.bad(
            exercise.number, starter: starterProblem, solution: solution == .passed ? nil : "\(solution)"))
      }
    }
    echo(ok ? CoachText.Verify.allGood : CoachText.Verify.notGood)
    return ok ? 0 : 1
  }
}
