// Several suites judge the same check runs: a wrong fix's verdict is checked against its
// expected sentence, against the hints, and for a translation of every line. Each run is
// made once, in its turn, and every suite reads the same record.
import ExerciseChecks
import ExerciseSolutions

/// What one check run wrote and found.
struct CheckRecord: Sendable {
  /// Every line the check wrote, in order: its steps and its verdicts.
  var lines: [String]
  /// Each verdict, as lines; empty when the check passed.
  var problems: [[String]]
  /// Whether the check passed.
  var passed: Bool { problems.isEmpty }
}

/// Check runs shared by the suites, each made once.
@MainActor
enum CheckRuns {
  private static var wrongFixes: [WrongFix: Task<CheckRecord, Never>] = [:]
  private static var solutions: [Int: Task<CheckRecord?, Never>] = [:]

  /// The check of `fix`'s exercise, run on `fix` in this process (only for a fix that does not trap).
  static func record(of fix: WrongFix) async -> CheckRecord {
    if let run = wrongFixes[fix] { return await run.value }
    let run = Task {
      var lines: [String] = []
      let context = CheckContext { lines.append($0) }
      await CheckTurns.take {
        await fix.run(context)
        Leftovers.keepSurvivors()
      }
      return CheckRecord(lines: lines, problems: context.problems)
    }
    wrongFixes[fix] = run
    return await run.value
  }

  /// The check of exercise `number`, run on its solution; `nil` when there is no such check.
  static func solution(_ number: Int) async -> CheckRecord? {
    if let run = solutions[number] { return await run.value }
    let run = Task {
      var lines: [String] = []
      let context = await CheckTurns.take {
        await ExerciseSolutions.exerciseSubjects().check(number) { lines.append($0) }
      }
      return context.map { CheckRecord(lines: lines, problems: $0.problems) }
    }
    solutions[number] = run
    return await run.value
  }
}
