// The child process that runs one check. The Coach builds it with the learner's code and
// starts it once per check, so a trap or a hang in that code ends this process, never the
// Coach. Everything the check finds is written to a report file line by line as it goes.
import Foundation

/// The entry point of `ExerciseRunner`: `ExerciseRunner N [--solution] [--report FILE]`.
public enum CheckRunner {
  /// Runs the check the arguments name on `workspace` (or, with `--solution`, on `solutions`).
  ///
  /// The status is 0 when the check passes, 1 when it does not, and 64 for bad arguments.
  @MainActor
  public static func main(workspace: ExerciseSubjects, solutions: ExerciseSubjects) async -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var reportPath: String?
    var useSolution = false
    var number: Int?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--solution": useSolution = true
      case "--report" where index + 1 < arguments.count:
        index += 1
        reportPath = arguments[index]
      case let text where Int(text) != nil: number = Int(text)
      default: usage("unknown argument '\(arguments[index])'")
      }
      index += 1
    }
    guard let number else { usage("which exercise?") }
    let report = reportPath.flatMap { FileHandle(forWritingAtPath: $0) }
    let write: (String) -> Void = { line in
      if let report {
        report.write(Data((line + "\n").utf8))
      } else {
        print(line)
      }
    }
    runFixtureIfAsked(write: write)
    let subjects = useSolution ? solutions : workspace
    guard let context = await subjects.check(number, write: write) else { usage("there is no exercise \(number)") }
    write(context.passed ? "pass" : "end")
    exit(context.passed ? 0 : 1)
  }

  private static func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("ExerciseRunner: \(problem)\nusage: ExerciseRunner N [--solution]\n".utf8))
    exit(64)
  }

  /// Traps or hangs on purpose when the Coach's own tests ask, to prove that it survives both.
  private static func runFixtureIfAsked(write: (String) -> Void) {
    switch ProcessInfo.processInfo.environment["DELEGATIONLAB_CHECK_FIXTURE"] {
    case "trap":
      write("step: unwrap a delegate that is nil")
      fatalError("Unexpectedly found nil while unwrapping an Optional value")
    case "hang":
      write("step: wait for a message that never comes")
      while true { sleep(1) }
    default:
      return
    }
  }
}
