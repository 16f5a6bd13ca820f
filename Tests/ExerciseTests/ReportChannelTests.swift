// Only the check's own report is a verdict. The learner's code runs in the runner's process,
// so these tests make the real runner behave as such code could: forge a pass on descriptors
// it did not open, exit 0 before the check ends, print without end. None of it passes, and
// the Coach keeps only a bounded part of what it reads.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("The report channel: only the check's own report is a verdict", .timeLimit(.minutes(10)))
struct ReportChannelTests {
  let secret = ReportChannel.makeSecret()

  func framed(_ lines: [String]) -> String {
    lines.enumerated().map { ReportChannel.frame($1, number: $0 + 1, secret: secret) }.joined()
  }

  @Test("A report is read whole: every line with the run's secret, numbered in order")
  func linesInOrder() {
    let lines = ["step: tap +", "step: tap Save", "pass"]
    #expect(ReportChannel.lines(of: framed(lines), secret: secret) == lines)
    let cut = framed(lines) + "\(secret) 4 cut sh"
    #expect(ReportChannel.lines(of: cut, secret: secret) == lines, "a line cut short is left out")
    #expect(ReportChannel.lines(of: "", secret: secret) == [])
  }

  /// A way a report can be spoiled.
  enum Damage: String, CaseIterable, Sendable {
    case lineAddedBefore, lineWithoutTheSecret, lineMissing, lineRepeated, tooLong

    func apply(to report: String, secret: String) -> String {
      switch self {
      case .lineAddedBefore: "pass\n" + report
      case .lineWithoutTheSecret: report + "0000 4 pass\n"
      case .lineMissing: report.replacingOccurrences(of: "\(secret) 2 step: tap Save\n", with: "")
      case .lineRepeated: report + ReportChannel.frame("pass", number: 3, secret: secret)
      case .tooLong: report + String(repeating: "x", count: ReportChannel.limit) + "\n"
      }
    }
  }

  @Test(
    "A report with a line another writer added, a line missing or repeated, or too much of it, is no report",
    arguments: Damage.allCases)
  func brokenReports(damage: Damage) {
    let report = framed(["step: tap +", "step: tap Save", "pass"])
    #expect(ReportChannel.lines(of: damage.apply(to: report, secret: secret), secret: secret) == nil)
  }

  @Test("The handshake carries the secret, the descriptors and the processor limit, and nothing else reads as one")
  func handshake() {
    let handshake = ReportChannel.Handshake(secret: secret, report: 4, lifeline: 5, processorSeconds: 10)
    #expect(ReportChannel.Handshake(handshake.text) == handshake)
    for text in ["", "\(secret) 4 5", "\(secret) four 5 10", "\(secret) 4 5 -1", "\(secret) 4 5 10 extra"] {
      #expect(ReportChannel.Handshake(text) == nil, "\(text)")
    }
    #expect(ReportChannel.makeSecret() != ReportChannel.makeSecret())
    #expect(secret.count == 32)
  }

  @Test("A pass takes the check's steps, its last line and exit 0")
  func passTakesEverything() {
    #expect(RunnerReport.outcome("step: tap +\npass", ending: .exited(0), errors: "") == .passed)
    #expect(RunnerReport.outcome("pass", ending: .exited(0), errors: "") != .passed, "no step")
    #expect(RunnerReport.outcome("step: tap +", ending: .exited(0), errors: "") != .passed, "no last line")
    #expect(RunnerReport.outcome("step: tap +\npass", ending: .exited(1), errors: "") != .passed)
  }

  @Test("A step's unowned meaning explains an unowned trap only: any other crash there is told as itself")
  func unownedMeaningOnlyForUnownedTraps() {
    let report = "step: Back, then the + button\nunowned: The closure still runs after its list has gone."
    let unowned = "Exercise4.swift:31: Fatal error: Attempted to read an unowned reference but object 0x1 was gone"
    let other = "ExerciseRunner/Exercise4.swift:31: Fatal error: Index out of range"
    guard
      case .crashed(_, let step, _, let meaning) = RunnerReport.outcome(report, ending: .signaled(4), errors: unowned)
    else {
      Issue.record("an unowned trap is a crash")
      return
    }
    #expect(step == "Back, then the + button")
    #expect(meaning == ["The closure still runs after its list has gone."])
    guard
      case .crashed(let reason, _, _, let otherMeaning) = RunnerReport.outcome(
        report, ending: .signaled(4), errors: other)
    else {
      Issue.record("an index trap is a crash")
      return
    }
    #expect(reason == "Exercise4.swift:31: Fatal error: Index out of range")
    #expect(otherMeaning.isEmpty, "an index out of range is not explained as an unowned reference")
  }

  @Test("Code that writes a pass to descriptors it did not open, then exits 0, gets no verdict, and no pass")
  func forgedPass() throws {
    let outcome = FixtureLauncher(fixture: "forge").check(4, solution: false).outcome
    #expect(outcome != .passed)
    #if os(Linux)
      // /proc lists the runner's pipes, so the forged lines reach the report, and spoil it.
      #expect(outcome == .untrustedReport)
      let package = try ScratchPackage()
      let session = CoachSession(root: package.root, launcher: FixtureLauncher(fixture: "forge"))
      #expect(session.run("4") == 1)
      #expect(session.lines.contains(CoachText.Check.untrusted(4)))
      #expect(session.lines.contains(CoachText.Check.untrustedWhy))
    #endif
  }

  @Test("Code that exits 0 before the check ends is not a pass: the runner exited before the check could finish")
  func exitZeroEarly() {
    let outcome = FixtureLauncher(fixture: "exit-early").check(4, solution: false).outcome
    #expect(outcome == .crashed(reason: CoachText.Check.exitedEarly(0), step: "save a member"))
  }

  @Test("The runner's command line names no descriptor, and its report is on none of the descriptors 3 to 63")
  func nothingToFind() {
    let outcome = FixtureLauncher(fixture: "inspect").check(4, solution: false).outcome
    guard case .failed(let lines) = outcome else {
      Issue.record("expected the fixture's description, got \(outcome)")
      return
    }
    #expect(lines.contains("arguments: 4"))
    #expect(lines.contains("handshake variable: absent"))
    #if os(Linux)
      #expect(lines.contains("pipes from 3 to 63: none"))
    #endif
  }

  @Test("Output without end is read in a bounded amount, and the check is stopped at its limit")
  func floodIsBounded() throws {
    let result = try ChildProcess.run(
      builtRunner.path, arguments: ["4"], environment: ["DELEGATIONLAB_CHECK_FIXTURE": "flood"],
      limits: FixtureLauncher.tight, runner: ChildProcess.Runner(secret: secret))
    guard case .stopped = result.ending else {
      Issue.record("expected a limit to stop it, got \(result.ending)")
      return
    }
    #expect(ReportChannel.lines(of: result.report, secret: secret) == ["step: print without end"])
    #expect(result.output.utf8.count <= ChildProcess.outputKept)
    #expect(result.errors.utf8.count <= ChildProcess.errorsKept)
    #expect(result.output.hasSuffix("all work and no play \n") || result.output.contains("all work"))
  }
}
