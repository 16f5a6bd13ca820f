// What the learner asked for, parsed from the command line. Anything else is a usage
// error that says what to type instead; the Coach exits 64 for it.
import ExerciseChecks
import Languages

/// One thing the Coach can do.
package enum CoachCommand: Equatable, Sendable {
  /// List the exercises with their state and the next one to do.
  case list
  /// Check one exercise.
  case check(Int)
  /// Show the next hint for an exercise, or for the next one to do.
  case hint(Int?)
  /// Check an exercise, then each exercise again when its file under Sources/YourWork/Exercises is saved.
  case watch(Int?)
  /// Put an exercise's starter back; `confirmed` skips the question (`--yes`).
  case reset(Int, confirmed: Bool)
  /// Write the progress report a learner hands in: Markdown, or JSON with `json`.
  case report(json: Bool)
  /// Prove that every check fails on its untouched starter and passes on its solution.
  case verifyStartersFail
  /// Print the usage.
  case help

  /// A command line that does not say anything the Coach can do.
  package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, and what to type instead.
    package let description: String
  }

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `UsageError` for an unknown option, a missing or unknown exercise number.
  package static func parse(_ arguments: [String]) throws(UsageError) -> CoachCommand {
    var flags: [String] = []
    var numbers: [Int] = []
    for argument in arguments {
      if let number = Int(argument) {
        guard ExerciseCatalog.exercise(number) != nil else {
          throw UsageError(description: CoachText.Usage.noSuchExercise(argument, range: range))
        }
        numbers.append(number)
      } else if known.contains(argument) {
        flags.append(argument)
      } else {
        throw UsageError(description: CoachText.Usage.unknownOption(argument))
      }
    }
    guard numbers.count <= 1 else {
      throw UsageError(description: CoachText.Usage.oneAtATime(numbers[0]))
    }
    let number = numbers.first
    switch Set(flags) {
    case []: return number.map(CoachCommand.check) ?? .list
    case ["--help"], ["-h"]: return .help
    case ["--hint"]: return .hint(number)
    case ["--watch"]: return .watch(number)
    case ["--reset"], ["--reset", "--yes"]:
      guard let number else { throw UsageError(description: CoachText.Usage.whichToReset) }
      return .reset(number, confirmed: flags.contains("--yes"))
    case ["--verify-starters-fail"] where number == nil: return .verifyStartersFail
    case ["--report"] where number == nil: return .report(json: false)
    case ["--report", "--json"] where number == nil: return .report(json: true)
    default:
      throw UsageError(description: CoachText.Usage.notTogether(flags))
    }
  }

  /// Takes `--lang en|ko|ja` (or `--lang=ko`) out of the arguments: the language asked for, if
  /// any, and the arguments left.
  ///
  /// - Throws: `UsageError` for `--lang` without a language the Coach speaks.
  package static func language(in arguments: [String]) throws(UsageError) -> (language: Language?, rest: [String]) {
    var language: Language?
    var rest: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      let code: String?
      if argument == "--lang" {
        index += 1
        code = index < arguments.endIndex ? arguments[index] : nil
      } else if argument.hasPrefix("--lang=") {
        code = String(argument.dropFirst("--lang=".count))
      } else {
        rest.append(argument)
        index += 1
        continue
      }
      guard let code, let chosen = Language(rawValue: code) else {
        throw UsageError(description: CoachText.Usage.whichLanguage(code))
      }
      language = chosen
      index += 1
    }
    return (language, rest)
  }

  private static let known: Set<String> = [
    "--help", "-h", "--hint", "--watch", "--reset", "--yes", "--verify-starters-fail", "--report", "--json",
  ]

  private static var range: String {
    "\(ExerciseCatalog.all.first?.number ?? 1)–\(ExerciseCatalog.all.last?.number ?? 1)"
  }

  /// The usage text.
  package static var usage: String { CoachText.usage }
}
