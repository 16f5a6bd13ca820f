import Testing

@Suite("Lesson 4 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct ClosureLessonTests {
  @Test("Each detail screen is released right after it leaves the stack, closure and all")
  func releasesAppearAfterEachPop() async throws {
    let output = try await lessonOutput(4, arguments: [])
    let lines = output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let pops = lines.indices.filter { lines[$0] == "⇢ pop MemberDetailScreen" }
    #expect(pops.count == 3)
    for pop in pops { #expect(lines[pop + 1] == "✓ released MemberDetailScreen") }
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("The sender's arrows end at { closure }: it cannot name its receiver")
  func arrowsEndAtTheClosure() async throws {
    let output = try await lessonOutput(4, arguments: [])
    #expect(output.contains("MemberDetailScreen ──onSave(add(Kim Minji, 28))──▶ { closure }"))
    #expect(output.contains("MemberDetailScreen ──onSave(update(index: 0, Kim Minji, 29))──▶ { closure }"))
    #expect(!output.contains("──▶ MemberListScreen"))
  }

  @Test("The mistake run names both survivors and the closure it could not see into, then frees both")
  func mistakeNamesTheBlindSpot() async throws {
    let output = try await lessonOutput(4, arguments: ["--mistake"])
    #expect(output.contains("✗ MemberDetailScreen    still alive"))
    #expect(output.contains("✗ MemberListScreen      still alive"))
    #expect(output.contains("It could not look inside: MemberDetailScreen.onSave (a closure)"))
    #expect(output.contains("Verdict: leak caught, as this mistake predicts."))
    let drawn = output.components(separatedBy: "\n").filter { $0.contains(" → ") }
    #expect(!drawn.contains { $0.contains("MemberDetailScreen") && $0.contains("MemberListScreen") })
    #expect(output.contains("✓ released MemberDetailScreen\n  ✓ released MemberListScreen"))
  }
}

/// An object a closure captures `unowned`, as `[unowned self]` would capture the list.
final class UnownedTarget: Sendable {
  func addNewMember() -> String { "added" }
}

// Lesson 4 says `[unowned self]` traps when its object has gone first. The trap runs in a
// child process (an exit test), so this process never crashes.
@Suite("Lesson 4's claim about unowned")
struct UnownedCaptureTests {
  @Test("A closure that captured its object unowned traps when called after the object is gone")
  func unownedTrapsOnceItsObjectIsGone() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var onSave: () -> String = { "" }
      do {
        let list = UnownedTarget()
        onSave = { [unowned list] in list.addNewMember() }
      }
      _ = onSave()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Attempted to read an unowned reference"))
  }

  @Test("The same closure runs normally while its object is alive: only the broken promise traps")
  func unownedWorksWhileItsObjectLives() async {
    await #expect(processExitsWith: .success) {
      let list = UnownedTarget()
      let onSave = { [unowned list] in list.addNewMember() }
      _ = onSave()
    }
  }
}
