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

@Suite("Lesson runner", .timeLimit(.minutes(1)))
@MainActor
struct LessonRunnerTests {
  /// Runs Lesson 1 through the runner and returns its status and both outputs.
  func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) async -> (
    status: Int32, output: String, errors: String
  ) {
    var output: [String] = []
    var errors: [String] = []
    let status = await LessonRunner.run(
      MemberEditingLesson(), arguments: arguments, environment: environment, isTerminal: terminal,
      output: { output.append($0) }, errorOutput: { errors.append($0) }, waitForEnter: {})
    return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  @Test("An unknown option prints the usage to standard error and exits 64")
  func unknownOptionExits64() async {
    let result = await run(["--no-such-option"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("Lesson1: unknown option '--no-such-option'"))
    #expect(result.errors.contains("usage: swift run Lesson1 [options]"))
  }

  @Test("--help prints the usage and runs nothing")
  func helpPrintsUsage() async {
    let result = await run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: swift run Lesson1 [options]"))
    #expect(!result.output.contains("Step 1"))
  }

  @Test("Both runs exit 0: the correct one releases everything, the mistake's leak is caught")
  func bothRunsSucceed() async {
    #expect(await run([]).status == 0)
    #expect(await run(["--mistake"]).status == 0)
  }

  @Test("Colour appears on a terminal and disappears with NO_COLOR")
  func colourFollowsTheRules() async {
    #expect(await run([], terminal: true).output.contains("\u{1B}["))
    #expect(!(await run([], terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}[")))
    #expect(!(await run([]).output.contains("\u{1B}[")))
  }

  @Test("--step pauses before every step after the first")
  func stepPauses() async {
    var pauses = 0
    _ = await LessonRunner.run(
      MemberEditingLesson(), arguments: ["--step"], environment: [:], isTerminal: false,
      output: { _ in }, errorOutput: { _ in }, waitForEnter: { pauses += 1 })
    let output = await run([]).output
    let steps = output.components(separatedBy: "── Step ").count - 1
    let sections = output.components(separatedBy: "\n── ").count - 1 - steps
    #expect(pauses == steps - 1 + sections)
  }
}
