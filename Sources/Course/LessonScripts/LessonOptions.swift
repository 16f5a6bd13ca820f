import Foundation
import Languages
import StageKit

/// The command-line options every lesson shares.
package struct LessonOptions: Equatable, Sendable {
  /// `--step`: wait for Enter before each step, for running a lesson in class.
  package var step = false
  /// `--mistake`: run the deliberately wrong twin and watch the leak being caught.
  package var mistake = false
  /// `--no-color`: never colour the output.
  package var noColor = false
  /// `--help`: print the usage and do nothing else.
  package var help = false
  /// `--lang en|ko|ja`: the narration's language; `nil` follows the locale (`Language.fromLocale`).
  package var lang: Language?
  /// Lesson-specific flags that were given, such as `--measure`.
  package var extraFlags: Set<String> = []

  /// Creates the default options: run the correct version, without pauses.
  package init() {}

  /// A flag a lesson can add to the shared ones, with its one-line help.
  package struct Flag: Equatable, Sendable {
    /// The flag as typed, such as `--measure`.
    package let name: String
    /// What it does, in a few words.
    package let help: String

    /// Creates a flag.
    package init(_ name: String, help: String) {
      self.name = name
      self.help = help
    }
  }

  /// An option that is not one of the lesson's, or `--lang` without a language it knows.
  package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The argument as given.
    package let argument: String

    package var description: String {
      argument == "--lang" || argument.hasPrefix("--lang ") || argument.hasPrefix("--lang=")
        ? "'\(argument)' needs a language: --lang en, --lang ko or --lang ja"
        : "unknown option '\(argument)'"
    }
  }

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `UsageError` for the first argument that is not an option of this lesson.
  package static func parse(_ arguments: [String], extra: [Flag] = []) throws(UsageError) -> LessonOptions {
    var options = LessonOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--lang":
        let code = rest.popFirst()
        guard let lang = code.flatMap(Language.init(rawValue:)) else {
          throw UsageError(argument: code.map { "--lang \($0)" } ?? "--lang")
        }
        options.lang = lang
      case _ where argument.hasPrefix("--lang="):
        guard let lang = Language(rawValue: String(argument.dropFirst("--lang=".count))) else {
          throw UsageError(argument: argument)
        }
        options.lang = lang
      case "--step": options.step = true
      case "--mistake": options.mistake = true
      case "--no-color": options.noColor = true
      case "--help", "-h": options.help = true
      case _ where extra.contains { $0.name == argument }: options.extraFlags.insert(argument)
      default: throw UsageError(argument: argument)
      }
    }
    return options
  }

  /// What `--mistake` does in a lesson whose mistake is a leak: the help most lessons show.
  package static let leakMistakeHelp = "run the deliberately wrong version and catch its leak"

  /// The usage text for a lesson, each sentence passed through `translate`.
  ///
  /// In English the summary keeps its own line breaks; a translated summary is wrapped to
  /// 88 columns, counted as a terminal counts them.
  package static func usage(
    program: String, summary: String, extra: [Flag] = [], mistake: String = leakMistakeHelp,
    translate: (String) -> String = { $0 }
  ) -> String {
    let flags =
      [
        Flag("--step", help: "wait for Enter before each step"),
        Flag("--mistake", help: mistake),
      ] + extra + [
        Flag("--lang LANG", help: "narrate in en (English), ko (한국어) or ja (日本語)"),
        Flag("--no-color", help: "plain output (also when NO_COLOR is set or not a terminal)"),
        Flag("--help", help: "show this help"),
      ]
    let lines = flags.map { "  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(translate($0.help))" }
    func paragraph(_ text: String) -> [String] {
      let flat = text.split(separator: "\n").joined(separator: " ")
      let translated = translate(flat)
      return translated == flat ? text.components(separatedBy: "\n") : TextPicture.wrap(translated, width: 88)
    }
    let locale = paragraph(
      "Without --lang, the language follows the locale: the first of LC_ALL, LC_MESSAGES\n"
        + "and LANG that is set; ko… is Korean, ja… Japanese, anything else English.")
    return
      ([translate("usage: swift run \(program) [options]"), ""] + paragraph(summary) + ["", translate("options:")]
      + lines + [""] + locale)
      .joined(separator: "\n")
  }

  /// Every sentence of a lesson's usage text, in English: what a translation must cover.
  package static func usageSentences(program: String, summary: String, extra: [Flag], mistake: String) -> [String] {
    var sentences: [String] = []
    _ = usage(program: program, summary: summary, extra: extra, mistake: mistake) { sentence in
      sentences.append(sentence)
      return sentence
    }
    return sentences
  }

}
