import Course
import Testing

@Suite("Lesson 3 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct OptionalRequirementsLessonTests {
  /// The lines of a run, without their indentation.
  func lines(_ arguments: [String]) async throws -> [String] {
    try await lessonOutput(3, arguments: arguments).components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("Every correct technique tells ReceiverScreen the optional piece and RequiredOnlyReceiverScreen not")
  func optionalPieceGoesOnlyWhereWanted() async throws {
    let lines = try await lines([])
    let optionalArrows = lines.filter { $0.contains("didSendOptionalInfo(") || $0.contains("onOptionalInfo(") }
    #expect(
      optionalArrows == [
        "DefaultingSenderScreen ──didSendOptionalInfo(\"this is optional\", 100)──▶ ReceiverScreen",
        "DefaultingSenderScreen ──didSendOptionalInfo(\"this is optional\", 100)──▶ RequiredOnlyReceiverScreen",
        "AskingSenderScreen ──didSendOptionalInfo(\"this is optional\", 100)──▶ ReceiverScreen",
        "ClosureSenderScreen ──onOptionalInfo(\"this is optional\", 100)──▶ closure",
      ])
  }

  @Test("The run says each time the optional piece was skipped, and why")
  func skipsAreSaid() async throws {
    let notes = try await lines([]).filter { $0.hasPrefix("⚠ ") }
    #expect(
      notes == [
        "⚠ RequiredOnlyReceiverScreen has no didSendOptionalInfo: the default ran, doing nothing",
        "⚠ RequiredOnlyReceiverScreen is not an AskingSenderOptionalDelegate: optional info skipped",
        "⚠ onOptionalInfo is nil: optional info skipped",
      ])
  }

  @Test("Each sender is released right after it is dismissed, not at the end")
  func sendersAreReleasedAtOnce() async throws {
    let lines = try await lines([])
    let dismissals = lines.indices.filter { lines[$0].hasPrefix("⇢") && lines[$0].contains(" dismisses ") }
    #expect(dismissals.count == 6)
    for index in dismissals {
      let sender = lines[index].components(separatedBy: " dismisses ").last ?? ""
      #expect(lines[index + 1] == "✓ released \(sender)")
    }
    #expect(lines.last == "Verdict: every object was released.")
  }

  @Test("The mistake run names the method it expected, shows it skipped, and calls the mistake caught")
  func mistakeShowsTheSkippedMethod() async throws {
    let output = try await lessonOutput(3, arguments: ["--mistake"])
    #expect(output.contains("Expected: ReceiverScreen's senderScreen(_:didSendOptionalInfo:) is called with"))
    #expect(output.contains("It was skipped. ReceiverScreen received only:\n    required \"this is required\", 3"))
    #expect(output.contains("│ Optional: (none)"))
    #expect(
      output.contains(
        "Verdict: mistake caught, as predicted: ReceiverScreen's own didSendOptionalInfo is skipped."))
    #expect(output.contains("Verdict: every object was released."))
    #expect(!output.contains("leak caught"))
  }

  @Test("Called on its own type, the receiver's method does run: the run shows both calls")
  func staticTypeDecides() async throws {
    let output = try await lessonOutput(3, arguments: ["--mistake"])
    #expect(output.contains("received: 1 piece(s), the optional one still missing"))
    #expect(output.contains("received: optional \"this is optional\", 100: its own method ran this time"))
  }

  @Test("Both runs exit 0, and --help describes a dispatch mistake, not a leak")
  func runnerAndHelp() async throws {
    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
      let run = try await LessonChild.run(3, arguments: arguments)
      return (run.status, run.output.joined(separator: "\n"))
    }
    #expect(try await run([]).status == 0)
    #expect(try await run(["--mistake"]).status == 0)
    let help = try await run(["--help"]).output
    #expect(help.contains("--mistake    run technique 2, the static-dispatch pitfall, and catch the skipped method"))
    #expect(!help.contains("catch its leak"))
  }

  @Test("The page, --help and both runs number the techniques one way: 2 is the mistake, 1, 3 and 4 are not")
  func oneNumbering() async throws {
    let page = try Repository.read("Lessons/03-required-and-optional.md")
    let help = try await lessonHelp(3)
    let correct = try await lessonOutput(3, arguments: [])
    let mistake = try await lessonOutput(3, arguments: ["--mistake"])
    #expect(page.contains("Technique 2 is the mistake"))
    #expect(help.contains("--mistake shows technique 2"))
    for text in [page, help, correct, mistake] {
      #expect(!text.contains("fourth way") && !text.contains("third way"), "techniques are counted by number only")
    }
    for technique in ["Technique 1:", "Technique 3:", "Technique 4:"] {
      #expect(correct.contains(technique))
      #expect(!mistake.contains(technique))
    }
    #expect(mistake.contains("Technique 2:"))
    #expect(!correct.contains("Technique 2:"))
  }
}
