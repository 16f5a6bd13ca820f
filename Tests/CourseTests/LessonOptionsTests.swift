import Languages
import Testing

@testable import Course

@Suite("Lesson options")
struct LessonOptionsTests {
  @Test("No arguments runs the correct version, without pauses")
  func defaults() throws {
    #expect(try LessonOptions.parse([]) == LessonOptions())
  }

  @Test("The shared options are recognised")
  func sharedOptions() throws {
    let options = try LessonOptions.parse(["--step", "--mistake", "--no-color"])
    #expect(options.step && options.mistake && options.noColor && !options.help)
    #expect(try LessonOptions.parse(["-h"]).help)
  }

  @Test("An unknown option is refused by name", arguments: ["--mistakes", "-x", "step", "--measure"])
  func unknownOption(argument: String) {
    #expect(throws: LessonOptions.UsageError(argument: argument)) { try LessonOptions.parse([argument]) }
  }

  @Test("--lang picks the narration's language, in either spelling")
  func langOption() throws {
    #expect(try LessonOptions.parse([]).lang == nil)
    #expect(try LessonOptions.parse(["--lang", "ko"]).lang == .korean)
    #expect(try LessonOptions.parse(["--lang=ja", "--mistake"]).lang == .japanese)
    #expect(try LessonOptions.parse(["--mistake", "--lang", "en"]).lang == .english)
  }

  @Test("--lang without a language it knows is refused, saying which languages there are")
  func langNeedsALanguage() {
    #expect(throws: LessonOptions.UsageError(argument: "--lang")) { try LessonOptions.parse(["--lang"]) }
    #expect(throws: LessonOptions.UsageError(argument: "--lang fr")) { try LessonOptions.parse(["--lang", "fr"]) }
    #expect(throws: LessonOptions.UsageError(argument: "--lang=")) { try LessonOptions.parse(["--lang="]) }
    #expect(LessonOptions.UsageError(argument: "--lang fr").description.contains("--lang ko"))
    #expect(LessonOptions.UsageError(argument: "--language").description == "unknown option '--language'")
  }

  @Test(
    "Without --lang the locale decides: LC_ALL, then LC_MESSAGES, then LANG; ko and ja, else English",
    arguments: [
      ([:], Language.english),
      (["LANG": "ko_KR.UTF-8"], .korean),
      (["LANG": "ja_JP.UTF-8"], .japanese),
      (["LANG": "fr_FR.UTF-8"], .english),
      (["LANG": "C"], .english),
      (["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"], .japanese),
      (["LC_MESSAGES": "ko_KR", "LANG": "en_US.UTF-8"], .korean),
      (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ko_KR.UTF-8"], .korean),
      (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .english),
    ] as [([String: String], Language)])
  func localeRule(environment: [String: String], language: Language) {
    #expect(Language.fromLocale(environment) == language)
  }

  @Test("--help names --lang and the locale rule")
  func helpNamesLang() {
    let usage = LessonOptions.usage(program: "Lesson1", summary: "")
    #expect(usage.contains("--lang LANG  narrate in en (English), ko (한국어) or ja (日本語)"))
    #expect(usage.contains("LC_ALL, LC_MESSAGES"))
  }

  @Test("A lesson's own flag is accepted only by that lesson")
  func extraFlag() throws {
    let measure = LessonOptions.Flag("--measure", help: "run a short benchmark")
    #expect(try LessonOptions.parse(["--measure"], extra: [measure]).extraFlags == ["--measure"])
  }

  @Test("Colour only on a terminal, and never with NO_COLOR or --no-color")
  func colourRules() {
    #expect(Style.resolve(noColorFlag: false, environment: [:], isTerminal: true).colored)
    #expect(!Style.resolve(noColorFlag: false, environment: [:], isTerminal: false).colored)
    #expect(!Style.resolve(noColorFlag: true, environment: [:], isTerminal: true).colored)
    #expect(!Style.resolve(noColorFlag: false, environment: ["NO_COLOR": "1"], isTerminal: true).colored)
    #expect(Style.resolve(noColorFlag: false, environment: ["NO_COLOR": ""], isTerminal: true).colored)
  }
}

@Suite("Lesson runner", .timeLimit(.minutes(10)))
@MainActor
struct LessonRunnerTests {
  /// Runs Lesson 1 through the runner and returns its status and both outputs.
  func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) async throws -> (
    status: Int32, output: String, errors: String
  ) {
    let run = try await LessonChild.run(1, arguments: arguments, environment: environment, isTerminal: terminal)
    return (run.status, run.output.joined(separator: "\n"), run.errors.joined(separator: "\n"))
  }

  @Test("An unknown option prints the usage to standard error and exits 64")
  func unknownOptionExits64() async throws {
    let result = try await run(["--no-such-option"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("Lesson1: unknown option '--no-such-option'"))
    #expect(result.errors.contains("usage: swift run Lesson1 [options]"))
  }

  @Test("--help prints the usage and runs nothing")
  func helpPrintsUsage() async throws {
    let result = try await run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: swift run Lesson1 [options]"))
    #expect(!result.output.contains("Step 1"))
  }

  @Test("Both runs exit 0: the correct one releases everything, the mistake's leak is caught")
  func bothRunsSucceed() async throws {
    #expect(try await run([]).status == 0)
    #expect(try await run(["--mistake"]).status == 0)
  }

  @Test("The runner narrates in the locale's language unless --lang says otherwise")
  func runnerFollowsTheLocale() async throws {
    #expect(try await run([], environment: ["LANG": "ko_KR.UTF-8"]).output.contains("김민지"))
    #expect(try await run(["--lang", "ja"], environment: ["LANG": "ko_KR.UTF-8"]).output.contains("佐藤花子"))
    #expect(try await run(["--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"]).output.contains("Kim Minji"))
  }

  @Test("The transcript pages compare is English without --lang and Korean with --lang ko")
  func transcriptIgnoresTheLocale() async throws {
    let english = try await LessonChild.transcript(1, arguments: [])
    #expect(english == (try await run([], environment: [:]).output))
    #expect(try await LessonChild.transcript(1, arguments: ["--lang", "ko"]).contains("김민지"))
  }

  @Test("Colour appears on a terminal and disappears with NO_COLOR")
  func colourFollowsTheRules() async throws {
    #expect(try await run([], terminal: true).output.contains("\u{1B}["))
    #expect(!(try await run([], terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}[")))
    #expect(!(try await run([]).output.contains("\u{1B}[")))
  }

  @Test("--step pauses before every step after the first")
  func stepPauses() async throws {
    let pauses = try await LessonChild.run(1, arguments: ["--step"]).pauses
    let output = try await run([]).output
    let steps = output.components(separatedBy: "── Step ").count - 1
    let sections = output.components(separatedBy: "\n── ").count - 1 - steps
    #expect(pauses == steps - 1 + sections)
  }
}
