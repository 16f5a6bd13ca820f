// Each wrong fix a learner tried, written as a small subject here (never in Sources/Exercises),
// fails its exercise's check with the sentence that says what is still wrong.
import ExerciseChecks
import ExerciseSolutions
import Foundation
import Members
import Testing

@testable import ExerciseChecks

@Suite("A wrong fix fails its check and says why")
@MainActor
struct WrongFixTests {
  /// The verdicts of one check run on `run`'s subject: every line of every problem.
  private func verdict(_ run: (CheckContext) async -> Void) async -> [String] {
    let context = CheckContext()
    await run(context)
    return context.problems.flatMap { $0 }
  }

  @Test("Exercise 1: a weak lastDetail and a strong delegate fail, because the list must keep lastDetail")
  func weakLastDetail() async {
    let lines = await verdict { await StrongDelegateCheck.run(WeakLastDetail.MemberListScreen.self, $0) }
    #expect(lines.first == "MemberDetailScreen was released at ‹ Back, while the list is still open.")
    #expect(lines.contains { $0.contains("The list must keep lastDetail (for Undo)") })
  }

  @Test("Exercise 1: the leak verdict says the list owns the detail screen, and asks which arrow should not own")
  func leakVerdictNamesTheArrow() async {
    let lines = await verdict { await StrongDelegateCheck.run(StrongBoth.MemberListScreen.self, $0) }
    #expect(
      lines.first?.hasPrefix("MemberListScreen and MemberDetailScreen (left with ‹ Back) are still alive") == true)
    #expect(
      lines.last
        == "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?")
    // Break the cycle the starter's mistake makes, so that the suite stays clean under LeakSanitizer.
    for made in StrongBoth.MemberListScreen.made { made.list?.lastDetail = nil }
    #expect(StrongBoth.MemberListScreen.made.allSatisfy { $0.list == nil })
  }

  @Test("Exercise 3: asking only `(delegate as? MemberListScreen)?.shouldAdd` fails on a receiver with its own")
  func castDelegate() async {
    let lines = await verdict { await OptionalMethodCheck.run(CastDelegate.MemberListScreen.self, $0) }
    #expect(lines.first == "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it Lee Dana, 31.")
  }

  @Test("Exercise 3: deleting the default extension does not compile, because JoinLog has no shouldAdd(_:)")
  func deletedDefault() throws {
    let solution = try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/ExerciseSolutions/Exercise3.swift"), encoding: .utf8)
    let extensionStart = "extension Exercise3.MemberDelegate {\n"
    let extensionBody =
      "  /// Accepts every member: receivers that do not care need not write this method.\n"
      + "  public func shouldAdd(_ member: Member) -> Bool { true }\n}\n"
    #expect(solution.contains(extensionStart + extensionBody))
    let wrong = solution.replacingOccurrences(of: extensionStart + extensionBody, with: "")
    let errors = try Typecheck.errors(of: wrong)
    #expect(errors.contains { $0.contains("type 'Exercise3.JoinLog' does not conform to protocol") })
    #expect(try Typecheck.errors(of: solution).isEmpty, "the solution itself type-checks")
  }

  @Test("Exercise 4: a new detail screen on each + fails, because the task keeps the reuse")
  func freshDetail() async {
    let lines = await verdict { await ClosureCheck.run(FreshDetail.MemberListScreen.self, $0) }
    #expect(
      lines.first
        == "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +.")
  }

  @Test("Exercise 6: the verdict says how long `await self?.listen()` holds self")
  func listenOnSelf() async {
    let lines = await verdict { await StreamCheck.run(ListenOnSelf.MemberListScreen.self, $0) }
    #expect(
      lines.first
        == "MemberListScreen is still alive after the scene closed, with the events stream still open: who holds it?")
    #expect(
      lines.contains(
        "`await self?.listen()` holds self strongly for as long as listen() runs, and listen() runs until the "
          + "stream ends: where can the loop run without holding self?"))
    await ListenOnSelf.MemberListScreen.lastListening?.value  // the check ended the stream: the loop ends too
  }

  @Test("Exercise 8: [weak self] on the inner Task only fails, and the verdict says why")
  func weakInnerTask() async {
    let lines = await verdict { await ObservationCheck.run(WeakInnerTask.MemberListScreen.self, $0) }
    #expect(
      lines.first
        == "MemberListScreen is still alive after the scene closed, with the roster still alive: who holds it?")
    #expect(
      lines.contains(
        "The roster keeps your onChange closure until the next change. A [weak self] on the inner Task is not "
          + "enough: onChange must capture self to hand it on, so put [weak self] on onChange itself."))
    // Break the cycle: one more change fires onChange, the roster drops it, and the list goes with it.
    for made in WeakInnerTask.MemberListScreen.made { made.list?.roster.members = [] }
    #expect(WeakInnerTask.MemberListScreen.made.allSatisfy { $0.list == nil })
  }

  @Test("Survivors are listed with a verb that agrees: \"is … it\" for one, \"are … them\" for more")
  func pluralAgreement() {
    #expect(LifetimeVerdict.list(["A"]) == "A")
    #expect(LifetimeVerdict.list(["A", "B"]) == "A and B")
    #expect(LifetimeVerdict.list(["A", "B", "C"]) == "A, B and C")
  }
}
