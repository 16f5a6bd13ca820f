// Each wrong fix a learner tried, written as a small subject in WrongFixes/ (never in
// Sources/YourWork/Exercises), fails its exercise's check with the sentence that says what is still
// wrong. A fix that traps is run in a child process, and its verdict read as the Coach reads it.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach
@testable import ExerciseChecks

@Suite("A wrong fix fails its check and says why", .serialized)
@MainActor
struct WrongFixTests {
  @Test(
    "A wrong fix that behaves wrong fails its check, with a verdict naming the problem",
    .timeLimit(.minutes(10)), arguments: WrongFix.allCases.filter { !$0.traps })
  func failsItsCheck(fix: WrongFix) async {
    let lines = await CheckRuns.record(of: fix).problems.first ?? []
    #expect(lines.first == fix.verdict)
    if let explanation = fix.explanation { #expect(lines.contains(explanation), "\(lines)") }
  }

  @Test(
    "A wrong fix that traps fails its check in the child process, and the verdict says what the trap means",
    .timeLimit(.minutes(10)), arguments: WrongFix.allCases.filter(\.traps))
  func trapIsExplained(fix: WrongFix) async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
    ) { [fix] in
      await fix.runReporting()
    }
    let ending: ChildResult.Ending =
      switch result.exitStatus {
      case .signal(let signal): .signaled(signal)
      case .exitCode(let code): .exited(code)
      @unknown default: .exited(-1)
      }
    let outcome = RunnerReport.outcome(
      String(decoding: result.standardOutputContent, as: UTF8.self), ending: ending,
      errors: String(decoding: result.standardErrorContent, as: UTF8.self))
    guard case .crashed(let reason, _, _, let meaning) = outcome else {
      Issue.record("expected a trap, got \(outcome)")
      return
    }
    #expect(reason.contains("unowned reference"))
    #expect(meaning.first == fix.verdict)
  }

  @Test("Exercise 3: deleting the default extension does not compile, because JoinLog has no shouldAdd(_:)")
  func deletedDefault() throws {
    let solution = try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/Tools/ExerciseSolutions/Exercise3.swift"), encoding: .utf8
    )
    let extensionStart = "extension Exercise3.MemberDelegate {\n"
    let extensionBody =
      "  /// Accepts every member: receivers that do not care need not write this method.\n"
      + "  func shouldAdd(_ member: Member) -> Bool { true }\n}\n"
    #expect(solution.contains(extensionStart + extensionBody))
    let wrong = solution.replacingOccurrences(of: extensionStart + extensionBody, with: "")
    let errors = try Typecheck.errors(of: wrong)
    #expect(errors.contains { $0.contains("type 'Exercise3.JoinLog' does not conform to protocol") })
    #expect(try Typecheck.errors(of: solution).isEmpty, "the solution itself type-checks")
  }

  @Test("The README counts the wrong fixes there are")
  func readmeCountsThem() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let flat = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("proves that \(WrongFix.allCases.count) such wrong fixes each fail"))
  }

  @Test("Survivors are listed with a verb that agrees: \"is … it\" for one, \"are … them\" for more")
  func pluralAgreement() {
    #expect(Words.list(["A"]) == "A")
    #expect(Words.list(["A", "B"]) == "A and B")
    #expect(Words.list(["A", "B", "C"]) == "A, B and C")
    #expect(Words.Lifetime.stillAlive(["A"], after: "X") == "A is still alive after X: who holds it?")
    #expect(Words.Lifetime.stillAlive(["A", "B"], after: "X") == "A and B are still alive after X: who holds them?")
  }
}
