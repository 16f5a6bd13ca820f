import Testing

@Suite("Lesson 1 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct MemberEditingLessonTests {
  @Test("Each detail screen is released right after it leaves the stack, not at the end")
  func releasesAppearAfterEachPop() async throws {
    let output = try await lessonOutput(1, arguments: [])
    let lines = output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let pops = lines.indices.filter { lines[$0] == "⇢ pop MemberDetailScreen" }
    #expect(pops.count == 3)
    for pop in pops { #expect(lines[pop + 1] == "✓ released MemberDetailScreen") }
  }

  @Test("The messages are drawn as arrows from the sender to the receiver")
  func arrows() async throws {
    let output = try await lessonOutput(1, arguments: [])
    #expect(output.contains("MemberDetailScreen ──addNewMember(Kim Minji, 28)──▶ MemberListScreen"))
    #expect(output.contains("MemberDetailScreen ──update(index: 0, Kim Minji, 29)──▶ MemberListScreen"))
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("The mistake run names the survivor and draws its cycle, then frees it")
  func mistakeNamesTheCycle() async throws {
    let output = try await lessonOutput(1, arguments: ["--mistake"])
    #expect(output.contains("✗ MemberDetailScreen    still alive: retain cycle"))
    #expect(output.contains("MemberDetailScreen.delegate → MemberListScreen.detail → MemberDetailScreen"))
    #expect(output.contains("Verdict: leak caught, as this mistake predicts."))
    #expect(output.contains("✓ released MemberListScreen"))
  }

  @Test("The page draws who owns the detail screen as the run says it, and as Lesson 4 draws it")
  func ownershipAgreesWithTheRunAndLesson4() async throws {
    /// The mermaid flowcharts of a page, each as its text.
    func flowcharts(_ page: String) throws -> [String] {
      try Repository.read(page).components(separatedBy: "```mermaid\nflowchart").dropFirst()
        .map { $0.components(separatedBy: "```")[0] }
    }
    let lesson1 = try flowcharts("Lessons/01-member-editing.md")
    let ownership = try #require(lesson1.first, "Lesson 1 has no ownership diagram")
    #expect(ownership.contains("Nav -->|viewControllers| Detail[MemberDetailScreen]"))
    #expect(!ownership.contains("List[MemberListScreen] -->"), "in the correct version the list owns no screen")
    #expect(try flowcharts("Lessons/04-closures.md").contains(ownership))
    let output = try await lessonOutput(1, arguments: [])
    #expect(output.contains("The navigation stack now owns the detail screen"))
  }
}
