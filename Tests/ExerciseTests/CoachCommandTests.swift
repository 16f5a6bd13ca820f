import Testing

@testable import Coach

@Suite("The Coach's command line")
struct CoachCommandTests {
  @Test("No argument lists; a number checks; options say what they do")
  func commands() throws {
    #expect(try CoachCommand.parse([]) == .list)
    #expect(try CoachCommand.parse(["3"]) == .check(3))
    #expect(try CoachCommand.parse(["--hint"]) == .hint(nil))
    #expect(try CoachCommand.parse(["--hint", "2"]) == .hint(2))
    #expect(try CoachCommand.parse(["2", "--hint"]) == .hint(2))
    #expect(try CoachCommand.parse(["--watch"]) == .watch(nil))
    #expect(try CoachCommand.parse(["--watch", "5"]) == .watch(5))
    #expect(try CoachCommand.parse(["--reset", "4"]) == .reset(4, confirmed: false))
    #expect(try CoachCommand.parse(["--reset", "4", "--yes"]) == .reset(4, confirmed: true))
    #expect(try CoachCommand.parse(["--verify-starters-fail"]) == .verifyStartersFail)
    #expect(try CoachCommand.parse(["--help"]) == .help)
  }

  @Test(
    "Misuse is refused with a message that says what to do",
    arguments: [
      (["9"], "there is no exercise 9: the exercises are 1–8."),
      (["0"], "there is no exercise 0: the exercises are 1–8."),
      (["--hints"], "unknown option '--hints'. Try: swift run Coach --help"),
      (["three"], "unknown option 'three'. Try: swift run Coach --help"),
      (["--reset"], "which exercise? For example: swift run Coach --reset 3"),
      (["1", "2"], "one exercise at a time, please: swift run Coach 1"),
      (["--hint", "--watch"], "these options do not go together: --hint --watch. Try: swift run Coach --help"),
      (["--yes"], "these options do not go together: --yes. Try: swift run Coach --help"),
    ])
  func misuse(arguments: [String], message: String) {
    #expect(throws: CoachCommand.UsageError(description: message)) { try CoachCommand.parse(arguments) }
  }
}
