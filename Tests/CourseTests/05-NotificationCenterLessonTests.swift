import Course
import Foundation
import Testing

@Suite("Lesson 5 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct NotificationCenterLessonTests {
  @Test("A post is drawn as two arrows: sender to center, center to receiver")
  func postAndDelivery() async throws {
    let output = try await lessonOutput(5, arguments: [])
    #expect(output.contains("MemberDetailScreen ──post(MemberNotification(add(Kim Minji, 28)))──▶ NotificationCenter"))
    #expect(output.contains("NotificationCenter ──MemberNotification(add(Kim Minji, 28))──▶ MemberListScreen"))
    #expect(
      output.contains(
        "MemberDetailScreen ──post(name: .memberNotification, userInfo: MemberNotification(add(Park Jisoo, 31)))──▶ "
          + "NotificationCenter"))
    #expect(output.hasSuffix("Verdict: every object was released."))
  }

  @Test("Each detail screen is released right after it leaves the stack: the center does not keep it")
  func releasesAppearAfterEachPop() async throws {
    let lines = try await lessonOutput(5, arguments: []).components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let pops = lines.indices.filter { lines[$0] == "⇢ pop MemberDetailScreen" }
    #expect(pops.count == 4)
    for pop in pops { #expect(lines[pop + 1] == "✓ released MemberDetailScreen") }
  }

  @Test("The second observer heard the same post, and the bad payload was ignored with its reason")
  func manyObserversAndBadPayload() async throws {
    let output = try await lessonOutput(5, arguments: [])
    #expect(output.contains("\"row 1 is now Kim Minji, 29\""))
    #expect(
      output.contains(
        "⚠ MemberListScreen ignored a notification: memberNotification's userInfo[\"edit\"] is a String, not a MemberEdit"
      ))
  }

  @Test("The mistake run names the leaked list without a cycle, frees it, then shows the deaf log")
  func mistakeRun() async throws {
    let output = try await lessonOutput(5, arguments: ["--mistake"])
    let lines = output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.hasPrefix("✗ MemberListScreen ") && $0.hasSuffix(" still alive") })
    #expect(lines.contains { $0.hasPrefix("✓ MemberDetailScreen (back) ") && $0.hasSuffix(" released") })
    #expect(!output.contains("retain cycle"))
    #expect(output.contains("Verdict: leak caught, as this mistake predicts."))
    let removal = try #require(output.range(of: "── Removing the observer"))
    #expect(output[removal.upperBound...].contains("✓ released MemberListScreen"))
    let deafStep = try #require(output.range(of: "Typed: a dropped token"))
    #expect(output[deafStep.upperBound...].contains("NotificationCenter ──MemberNotification"), "the list hears")
    #expect(output.contains("The log wrote 0 lines"))
    #expect(output.hasSuffix("Verdict: deafness shown, as this mistake predicts."))
  }

  @Test("Both runs exit 0: every claim of the correct run held, and both mistakes showed")
  func bothRunsSucceed() async throws {
    for arguments in [[], ["--mistake"]] {
      let status = try await LessonChild.run(5, arguments: arguments).status
      #expect(status == 0, "Lesson5 \(arguments) exited \(status)")
    }
  }
}
