import Testing

@Suite("Lesson 8 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct ObservationLessonTests {
  @Test("The list hears after the detail screen is released: delivery is asynchronous")
  func deliveryComesAfterTheRelease() async throws {
    let output = try await lessonOutput(8, arguments: [])
    let lines = output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let added = try #require(
      lines.firstIndex(of: "MemberDetailScreen.state ──saved(add(Kim Minji, 28))──▶ MemberListScreen"))
    let released = try #require(lines.firstIndex(of: "✓ released MemberDetailScreen"))
    #expect(released < added)
  }

  @Test("The state's endings are drawn as arrows from the state to the list, Back included")
  func arrows() async throws {
    let output = try await lessonOutput(8, arguments: [])
    #expect(output.contains("MemberDetailScreen.state ──saved(update(index: 0, Kim Minji, 29))──▶ MemberListScreen"))
    #expect(output.contains("MemberDetailScreen.state ──closed──▶ MemberListScreen"))
    #expect(output.contains("⚠ MemberDetailScreen refused the input and told nobody"))
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("The mistake run names the surviving list and the task that holds it, then frees it")
  func mistakeNamesTheSurvivor() async throws {
    let output = try await lessonOutput(8, arguments: ["--mistake"])
    #expect(output.contains("✗ MemberListScreen      still alive"))
    #expect(output.contains("✓ MemberDetailScreen    released"))
    #expect(output.contains("It could not look inside: Listeners.listeners[0].task (a task)."))
    #expect(output.contains("Verdict: leak caught, as this mistake predicts."))
    #expect(output.contains("✓ released MemberListScreen"))
  }
}
