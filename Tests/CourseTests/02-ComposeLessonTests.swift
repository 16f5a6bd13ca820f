import Course
import Testing

@Suite("Lesson 2 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct ComposeLessonTests {
  /// The lesson's output as trimmed lines.
  private func lines(_ arguments: [String]) async throws -> [String] {
    try await lessonOutput(2, arguments: arguments).components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("Each compose screen is released right at its dismissal, not at the end")
  func releasedAtDismissal() async throws {
    let lines = try await lines([])
    let dismissals = lines.indices.filter { lines[$0].hasPrefix("⇢ ValueScreen dismisses ComposeScreen") }
    #expect(dismissals.count == 3)
    for index in dismissals {
      let name = lines[index].dropFirst("⇢ ValueScreen dismisses ".count)
      #expect(lines[index + 1] == "✓ released \(name)")
    }
  }

  @Test("The arrows name each sender, so the two composers' messages read apart")
  func arrowsNameTheSender() async throws {
    let output = try await lessonOutput(2, arguments: [])
    #expect(output.contains("ComposeScreen (title) ──composer(_:didInput: \"Hello\")──▶ ValueScreen"))
    #expect(
      output.contains("ComposeScreen (subtitle) ──composer(_:didInput: \"Delegates, step by step\")──▶ ValueScreen"))
    #expect(output.contains("ComposeScreen (title) ──composerDidCancel(_:)──▶ ValueScreen"))
    #expect(output.contains("│ Title:    Cancelled                  │"))
    #expect(output.contains("│ Subtitle: Delegates, step by step    │"))
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("The mistake run: presented only is released; a kept composer leaks by name, then is freed")
  func mistakeShowsBothHalves() async throws {
    let lines = try await lines(["--mistake"])
    func index(of line: String, after start: Int = 0) throws -> Int {
      try #require(lines[start...].firstIndex(of: line), "no line '\(line)' after line \(start)")
    }
    // Reflection cannot tell that subtitleComposer is weak: the path it draws runs through it.
    let whilePresented = try index(of: "ValueScreen.subtitleComposer → ComposeScreen.delegate → ValueScreen")
    let releasedAtDismissal = try index(of: "✓ released ComposeScreen (subtitle)", after: whilePresented)
    let clean = try index(of: "Verdict: every object was released.", after: releasedAtDismissal)
    let survivor = try index(of: "✗ ComposeScreen  still alive: retain cycle", after: clean)
    #expect(lines[survivor + 1] == "✗ ValueScreen    still alive: retain cycle")
    let cycle = try index(of: "ComposeScreen.delegate → ValueScreen.titleComposer → ComposeScreen", after: survivor)
    let caught = try index(of: "Verdict: leak caught, as this mistake predicts.", after: cycle)
    #expect(!lines[clean..<caught].contains { $0.hasPrefix("✓ released") }, "a kept composer was released")
    let freed = try index(of: "✓ released ValueScreen", after: caught)
    #expect(lines[freed + 1] == "✓ released ComposeScreen (title)")
  }

  @Test("Both runs exit 0: the correct one releases everything, the mistake's leak is caught")
  func bothRunsSucceed() async throws {
    for arguments in [[], ["--mistake"]] {
      let status = try await LessonChild.run(2, arguments: arguments).status
      #expect(status == 0, "Lesson2 \(arguments) exited \(status)")
    }
  }
}
