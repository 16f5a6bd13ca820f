import Testing

@Suite("Lesson 6 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct AsyncStreamLessonTests {
  @Test("An edit arrives only after its sender was released: delivery is asynchronous")
  func eventArrivesAfterRelease() async throws {
    let output = try await lessonOutput(6, arguments: [])
    let lines = output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let written = try #require(
      lines.firstIndex(of: "MemberDetailScreen ──add(Kim Minji, 28)──▶ MemberDetailScreen.events"))
    let finished = try #require(lines.firstIndex(of: "⇢ MemberDetailScreen.events finished"))
    let released = try #require(lines.firstIndex(of: "✓ released MemberDetailScreen"))
    let arrived = try #require(
      lines.firstIndex(of: "MemberDetailScreen.events ──add(Kim Minji, 28)──▶ MemberListScreen"))
    #expect(written < finished && finished < released && released < arrived)
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("The mistake run names the list as still alive, says a task holds it, then frees it")
  func mistakeNamesTheSurvivor() async throws {
    let output = try await lessonOutput(6, arguments: ["--mistake"])
    #expect(output.contains("✗ MemberListScreen      still alive\n"))
    #expect(output.contains("It could not look inside: Listeners.listeners[0].task (a task)."))
    #expect(output.contains("Verdict: leak caught, as this mistake predicts."))
    #expect(!output.contains("events finished\n  ✓ released MemberDetailScreen"))
    #expect(output.hasSuffix("inside the loop.") && output.contains("✓ released MemberListScreen"))
  }
}
