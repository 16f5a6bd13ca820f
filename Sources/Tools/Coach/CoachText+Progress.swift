// The Coach's words about the learner's files: progress, hints, resets, the watch, and the
// course's own proof that every starter fails and every solution passes.
import ExerciseChecks

extension CoachText {
  /// What happened to the progress file, each said once, on standard error.
  enum Progress {
    static func folderInTheWay(_ fallback: String) -> String {
      "Coach: \(CoachProgress.fileName) is a folder, not a file; your progress is kept in \(fallback) "
        + "until you move that folder away."
    }

    static func cannotRead(_ problem: FileProblem, fallback: String) -> String {
      "Coach: cannot read \(CoachProgress.fileName) (\(problem)); your progress is kept in \(fallback) instead."
    }

    static func cannotWrite(_ problem: FileProblem, fallback: String) -> String {
      "Coach: cannot write \(CoachProgress.fileName) here (\(problem)); your progress is kept in \(fallback) instead."
    }

    static func notOverwritten(_ fallback: String) -> String {
      "Coach: \(CoachProgress.fileName) cannot be read, so it is left as it is; your progress is kept in \(fallback)."
    }

    static func setAside(_ name: String) -> String {
      "Coach: \(CoachProgress.fileName) could not be read; it was kept as \(name), and progress starts over."
    }

    static func couldNotSetAside(_ fallback: String) -> String {
      "Coach: \(CoachProgress.fileName) could not be read, nor moved aside; it is left as it is, "
        + "and your progress is kept in \(fallback)."
    }

    static func entriesDropped(_ numbers: [Int], copy: String?) -> String {
      let which = numbers.count == 1 ? "exercise \(numbers[0])" : "exercises " + and(numbers.map(String.init))
      return "Coach: the progress of \(which) could not be read, so "
        + (numbers.count == 1 ? "it starts" : "they start") + " over"
        + (copy.map { "; the file as it was is kept as \($0)." } ?? ".")
    }

    static func notAFile(_ kind: String) -> String {
      "Coach: \(CoachProgress.fileName) is \(kind), not a file; the Coach neither reads nor writes through it. "
        + "Move it away, or delete it to start over, and run the Coach again."
    }

    static let link = "a symbolic link"
    static let fifo = "a named pipe (FIFO)"
    static let device = "a device"
    static let socket = "a socket"

    static func keptNowhere(_ problem: FileProblem) -> String {
      "Coach: your progress could not be saved anywhere (\(problem)); hints will start from the first next time."
    }
  }

  /// `--hint`.
  enum Hint {
    static func heading(_ exercise: Exercise) -> String { "Exercise \(exercise.number) · \(exercise.title)" }
    static func hint(_ index: Int, of total: Int, _ text: String) -> String { "  Hint \(index) of \(total): \(text)" }
    static func another(_ number: Int) -> String { "Another hint: swift run Coach --hint \(number)" }
    static func last(_ number: Int) -> String { "That was the last hint. Check it: swift run Coach \(number)" }
  }

  /// `--reset`.
  enum Reset {
    static func starterMissing(_ path: String) -> String {
      "Coach: the starter \(path) is missing; nothing was changed."
    }
    static func alreadyStarter(_ path: String) -> String { "\(path) is already the starter: nothing to do." }

    static func ask(_ exercise: Exercise) -> String {
      "Put the starter of exercise \(exercise.number) back in \(exercise.workspacePath)?"
    }

    static let askKept =
      "Your version will be kept in .delegationlab-backups. Type y to reset, anything else to keep it: "
    static let notReset = "Not reset: nothing was changed."

    static func couldNotKeep(_ problem: FileProblem) -> String {
      "Coach: could not keep a copy of your version (\(problem)); nothing was changed."
    }

    static func couldNotWrite(_ path: String, _ problem: FileProblem) -> String {
      "Coach: could not write \(path) (\(problem)); your version is still there."
    }

    static func done(_ number: Int, backup: String?) -> String {
      "Exercise \(number) is back to its starter." + (backup.map { " Your version is kept in \($0)." } ?? "")
    }
  }

  /// `--watch`.
  enum Watch {
    static func watching(_ number: Int) -> String {
      "Watching Sources/YourWork/Exercises: each save checks the exercise whose file you saved (now exercise \(number)). "
        + "Ctrl-C stops."
    }

    static func allPass(_ total: Int) -> String {
      "All \(total) exercises pass. Watching Sources/YourWork/Exercises anyway: save an exercise's file to check it again. "
        + "Ctrl-C stops."
    }

    static let stopped = "Stopped watching."
  }

  /// `--verify-starters-fail`, run by CI.
  enum Verify {
    static func notStarter(_ exercise: Exercise) -> String {
      "✗ \(exercise.workspacePath) is not its starter \(exercise.starterPath): "
        + "run this on a clean checkout (or swift run Coach --reset \(exercise.number))."
    }

    static let doNotBuild = "✗ The exercises do not build:"
    static func line(_ text: String) -> String { "  \(text)" }

    static func good(_ number: Int, verdict: String) -> String {
      "✓ \(number): the starter fails (\(verdict)); the solution passes."
    }

    static func bad(_ number: Int, starter: String?, solution: String?) -> String {
      "✗ \(number): starter " + (starter.map { "does not fail: \($0)" } ?? "fails") + "; solution "
        + (solution.map { "does not pass: \($0)" } ?? "passes") + "."
    }

    static let allGood = "Every check fails on its starter and passes on its solution."
    static let notGood = "The exercises are not as they should be."
  }
}

extension CoachText {
  /// What `--report` says.
  enum Report {
    static func written(_ name: String, passed: Int) -> String {
      "Wrote \(name): \(passed) of \(ExerciseCatalog.all.count) exercises passed. Hand it in with your repository."
    }

    static func cannotWrite(_ name: String, _ problem: FileProblem) -> String {
      "Coach: cannot write \(name) here (\(problem)); nothing was written."
    }
  }
}
