// Every sentence the Coach prints lives in the CoachText files, apart from the logic that
// decides when to print it (the checks' own verdicts live in ExerciseChecks/Words). Another
// language translates these lines as the Coach writes them (Localization/CoachKorean.swift).
import ExerciseChecks
import StageKit

/// The Coach's words, grouped by what the Coach is doing.
enum CoachText {
  static let notInPackage =
    "Coach: run me inside the DelegationLab folder (the one with Package.swift and Sources/YourWork/Exercises)."
  static let stopped = "Stopped."

  /// The usage text.
  static let usage = """
    usage: swift run Coach [N] [options]

    Exercises to practise each lesson: small programs in Sources/YourWork/Exercises that compile
    and are wrong. Edit one, then let the Coach check it.

      swift run Coach               list the exercises, your progress, and the next one
      swift run Coach N             check exercise N (exit 0 passed, 1 not yet)
      swift run Coach --hint [N]    the next hint for exercise N (or the next exercise)
      swift run Coach --watch [N]   check each exercise again when you save its file; Ctrl-C stops
      swift run Coach --reset N     put exercise N's starter back (asks first; --yes to skip)
      swift run Coach --report      write delegationlab-report.md to hand in (--json: .json)
      swift run Coach --help        this text
      swift run Coach --lang LANG   speak en (English), ko (한국어) or ja (日本語)

    Without --lang, the Coach follows the locale: the first of LC_ALL, LC_MESSAGES and LANG
    that is set decides; ko… is Korean, ja… Japanese, anything else English.

    Progress is kept in .delegationlab-progress.json; delete it to start over. Versions
    replaced by --reset are kept in .delegationlab-backups.
    """

  /// What a command line got wrong, and what to type instead.
  enum Usage {
    static func noSuchExercise(_ argument: String, range: String) -> String {
      "there is no exercise \(argument): the exercises are \(range)."
    }

    static func unknownOption(_ argument: String) -> String {
      "unknown option '\(argument)'. Try: swift run Coach --help"
    }

    static func oneAtATime(_ number: Int) -> String { "one exercise at a time, please: swift run Coach \(number)" }
    static let whichToReset = "which exercise? For example: swift run Coach --reset 3"

    static func whichLanguage(_ code: String?) -> String {
      (code.map { "the Coach does not speak '\($0)'" } ?? "--lang needs a language")
        + ": --lang en (English), --lang ko (한국어) or --lang ja (日本語)"
    }

    static func notTogether(_ flags: [String]) -> String {
      "these options do not go together: \(flags.joined(separator: " ")). Try: swift run Coach --help"
    }
  }

  /// The progress list.
  enum List {
    static let header = "DelegationLab exercises: one per lesson, in Sources/YourWork/Exercises"

    static func row(mark: String, number: Int, title: String, state: String) -> String {
      let name = TextPicture.pad("\(number). \(title)", width: 54)
      return "  \(mark) \(name) \(state)"
    }

    static let passes = "passes"
    static let passedOnce = "passed once; check again to see it as it is now"
    static let passedThenChanged = "passed; changed since: check again"
    static let changedSinceCheck = "changed since its last check"
    static let toDo = "to do"

    static func notYet(hints: Int) -> String { hints > 0 ? "not yet (\(seen(hints)))" : "not yet" }
    static func toDo(hints: Int) -> String { hints > 0 ? seen(hints) : toDo }
    static func missing(_ number: Int) -> String { "missing: swift run Coach --reset \(number)" }
    private static func seen(_ hints: Int) -> String { hints == 1 ? "1 hint seen" : "\(hints) hints seen" }

    static func summary(passed: Int, total: Int, next: Exercise) -> String {
      "\(passed) of \(total) passed. Next: exercise \(next.number), \(next.workspacePath)"
    }

    static func lesson(_ page: String) -> String { "  Lesson: \(page)" }
    static func checkIt(_ number: Int) -> String {
      "Check it with `swift run Coach \(number)`, or `swift run Coach --watch` while you edit."
    }

    static let backups = "Versions replaced by --reset are kept in .delegationlab-backups."

    static func allPass(_ total: Int) -> String {
      "All \(total) exercises pass. Done: you have fixed a leak or a lost message with every mechanism in the course."
    }

    /// Every exercise has passed once, but the files of `failing` do not pass as they are
    /// now, and those of `changed` changed since their last check.
    static func allPassedOnce(_ total: Int, changed: [Int], failing: [Int]) -> String {
      let first = (failing + changed).min() ?? 1
      var parts: [String] = []
      if !failing.isEmpty {
        parts.append(
          exercises(failing) + (failing.count == 1 ? " does not pass as it is now" : " do not pass as they are now"))
      }
      if !changed.isEmpty {
        parts.append(
          exercises(changed) + (changed.count == 1 ? " has changed since its last check" : " have changed since"))
      }
      return "All \(total) exercises have passed once; " + parts.joined(separator: ", and ")
        + ": check again with swift run Coach \(first)."
    }

    private static func exercises(_ numbers: [Int]) -> String {
      let text = numbers.map(String.init)
      return text.count == 1 ? "exercise \(text[0])" : "exercises " + and(text)
    }
  }

  /// "A", "A and B", or "A, B and C".
  static func and(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
