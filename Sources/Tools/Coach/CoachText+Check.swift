// The Coach's words around a check: building, the verdict's frame, crashes and time limits.
import ExerciseChecks

extension CoachText {
  /// Checking one exercise.
  enum Check {
    static func checking(_ exercise: Exercise) -> String { "Checking exercise \(exercise.number) · \(exercise.title)" }
    static let firstBuild = "  Building the exercises for the first time: this takes a minute or two."

    static func building(_ step: BuildStep) -> String {
      "  Building the exercises: step \(step.done) of \(step.total) (\(step.percent)%)"
    }

    static func couldNotStartBuild(_ reason: String) -> String { "could not start `swift build`: \(reason)" }
    static func couldNotStartRunner(_ reason: String) -> String { "could not start ExerciseRunner: \(reason)" }
    static let printed = "  Your code printed:"
    static func printedLine(_ line: String) -> String { "    | \(line)" }

    static func passes(_ number: Int) -> String { "✓ Exercise \(number) passes." }
    static func compare(_ exercise: Exercise) -> String {
      "  Compare with the reference solution: \(exercise.solutionPath)"
    }

    static func next(_ exercise: Exercise) -> String {
      "  Next: exercise \(exercise.number), \(exercise.title): swift run Coach \(exercise.number)"
    }

    static func notYet(_ number: Int) -> String { "✗ Exercise \(number): not yet." }
    static func verdictLine(_ line: String, first: Bool) -> String { (first ? "  " : "    ") + line }

    static func stoppedIt(_ reason: String, site: String?) -> String {
      "    It stopped the check" + (site.map { " at \($0)" } ?? "") + ": \(reason)"
    }

    static func crashed(_ number: Int, _ reason: String) -> String { "✗ Exercise \(number) crashed: \(reason)" }
    static func crashedAt(_ site: String) -> String { "  Your code stopped the program at \(site): look there first." }
    static func crashedIn(_ path: String) -> String { "  Your code stopped the program, somewhere in \(path)." }
    static func wasTrying(_ step: String) -> String { "  The check was trying to: \(step)." }

    static func coachIsFine(_ number: Int) -> String {
      "  The Coach is fine. To see the whole backtrace, run the check alone: swift run ExerciseRunner \(number)"
    }

    static func stopped(_ number: Int, by limit: CheckLimit, step: String?) -> String {
      let which =
        switch limit {
        case .processorTime(let seconds): "after using \(seconds) s of processor time"
        case .waiting(let seconds): "after waiting \(seconds) s without a step forward"
        case .wallClock(let seconds): "after \(seconds) s, the longest a check may run"
        }
      return "✗ Exercise \(number) was stopped \(which)" + (step.map { ", while trying to: \($0)." } ?? ".")
    }

    static func stoppedWhy(_ limit: CheckLimit, path: String) -> String {
      switch limit {
      case .processorTime:
        "  Something in \(path) kept the processor busy without an end (a loop that never ends); the check was stopped."
      case .waiting:
        "  Something in \(path) waits for what never comes (a lock, a semaphore, a continuation never resumed); "
          + "the check was stopped."
      case .wallClock:
        "  Something in \(path) kept the check going without an end, now busy, now waiting; the check was stopped."
      }
    }

    static func untrusted(_ number: Int) -> String {
      "✗ Exercise \(number) has no verdict: something other than the check wrote to the check's report."
    }

    static let untrustedWhy =
      "  Only the check may write there: does your code write to file descriptors it did not open?"

    static func couldNotRun(_ number: Int, _ reason: String) -> String {
      "✗ Exercise \(number) could not be checked: \(reason)"
    }

    static func stoppedBySignal(_ signal: Int32) -> String {
      "it was stopped by signal \(signal)" + (signal == 4 || signal == 5 ? " (a trap)" : "")
    }

    static func exitedEarly(_ status: Int32) -> String {
      "it exited with status \(status) before the check could finish"
    }

    static func stuck(_ exercise: Exercise, next: Int) -> String {
      "  Stuck? swift run Coach --hint \(exercise.number) (hint \(next) of \(exercise.hints.count))"
    }

    static func allHintsSeen(_ number: Int) -> String {
      "  You have seen every hint; read them again with swift run Coach --hint \(number)."
    }

    // MARK: Missing files and builds that fail

    static func missing(_ exercise: Exercise) -> String {
      "✗ \(exercise.workspacePath) is missing. `swift run Coach --reset \(exercise.number)` puts its starter back."
    }

    static func otherMissing(_ exercise: Exercise, missing: [Exercise]) -> [String] {
      [
        "✗ Exercise \(exercise.number) cannot be checked yet: "
          + and(missing.map(\.workspacePath)) + (missing.count == 1 ? " is" : " are")
          + " missing, and every exercise is built together."
      ] + missing.map { "  `swift run Coach --reset \($0.number)` puts exercise \($0.number)'s starter back." }
    }

    static let doNotBuild = "✗ The exercises do not build. The build said:"

    static func changedDuringBuild(_ number: Int) -> String {
      "✗ A file in Sources/YourWork/Exercises changed while it was being built: check again with swift run Coach \(number)."
    }
    static func buildLine(_ line: String) -> String { "    \(line)" }
    static func cannotBeChecked(_ number: Int) -> String {
      "✗ Exercise \(number) cannot be checked yet: the exercises do not compile."
    }

    static func compilerError(_ error: String) -> String { "  \(error)" }
    static func errorsElsewhere(_ files: [String]) -> String {
      "  There are errors in \(files.joined(separator: ", ")) too."
    }
    static func mustCompileFirst(_ file: String) -> String {
      "  Every exercise is built together, so \(file) must compile first"
    }

    static func orReset(_ number: Int) -> String { "  (or put its starter back: swift run Coach --reset \(number))." }
  }
}
