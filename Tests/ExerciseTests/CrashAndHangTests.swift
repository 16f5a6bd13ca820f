// These run the real ExerciseRunner, built next to this test bundle, with a fixture that
// traps or hangs on purpose (DELEGATIONLAB_CHECK_FIXTURE, honoured by the runner only).
import Foundation
import Testing

@testable import Coach

/// The ExerciseRunner built with these tests, in the same folder as the test bundle.
let builtRunner: URL = {
  let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  var folder = bundle.deletingLastPathComponent()
  // On macOS the test binary sits inside `….xctest/Contents/MacOS`; the products are above it.
  while folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) { folder.deleteLastPathComponent() }
  return folder.appendingPathComponent("ExerciseRunner")
}()

/// A launcher that runs the built runner, with a fixture in place of exercise 4's check.
struct FixtureLauncher: CheckLauncher {
  let fixture: String?
  /// The limits of each check: the Coach's own unless a test makes them tight.
  var limits = CheckLimits()
  /// More environment for the runner, such as `DELEGATIONLAB_FIXTURE_READY`.
  var environment: [String: String] = [:]
  let isFirstBuild = false

  /// Limits that a fixture runs into within a second or two, and that a test's limit never reaches.
  static let tight = CheckLimits(processorSeconds: 1, waitingSeconds: 1, wallSeconds: 30)

  func build(progress: @escaping @Sendable (BuildStep) -> Void) -> BuildOutcome { .built }

  func check(_ number: Int, solution: Bool) -> CheckRun {
    var launcher = SwiftPMLauncher(root: packageRoot, limits: limits, runner: builtRunner)
    if let fixture, number == 4 {
      launcher.environment = environment.merging(["DELEGATIONLAB_CHECK_FIXTURE": fixture]) { $1 }
    }
    return launcher.check(number, solution: solution)
  }
}

@Suite("Learner code that traps or hangs is reported, and the Coach goes on")
struct CrashAndHangTests {
  @Test("A trap in exercise 4 is reported as a crash of exercise 4, with the step it was on")
  func trapIsReported() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: FixtureLauncher(fixture: "trap"))
    #expect(session.run("4") == 1)
    #expect(session.text.contains("✗ Exercise 4 crashed: "))
    #expect(session.text.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
    #expect(session.text.contains("The check was trying to: unwrap a delegate that is nil."))
    #expect(
      session.text.contains("Your code stopped the program, somewhere in Sources/YourWork/Exercises/Exercise4.swift."))
    #expect(session.text.contains("To see the whole backtrace, run the check alone: swift run ExerciseRunner 4"))
    #expect(!session.text.contains("Backtrace"))
    #expect(session.run("7") == 1)
    #expect(session.text.contains("✗ Exercise 7: not yet."), "the Coach goes on to the next check")
  }

  @Test("A hang in exercise 4 is stopped at the waiting limit and reported, and the Coach goes on")
  func hangIsReported() throws {
    let package = try ScratchPackage()
    let session = CoachSession(
      root: package.root, launcher: FixtureLauncher(fixture: "hang", limits: FixtureLauncher.tight))
    #expect(session.run("4") == 1)
    #expect(
      session.text.contains(
        "✗ Exercise 4 was stopped after waiting 1 s without a step forward, while trying to: "
          + "wait for a message that never comes."))
    #expect(session.text.contains("waits for what never comes"))
    #expect(session.run("2") == 1)
    #expect(session.text.contains("✗ Exercise 2: not yet."))
  }

  @Test("A crash in the learner's file is placed at its line, from the runtime's backtrace")
  func crashSite() {
    let backtrace = """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

      *** Program crashed: Illegal instruction at 0x00007f769d0f9361 ***
        0                  0x00007f769d0f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so
        1 [ra]             0x00005586ca7c4237 Exercise6.MemberListScreen.addNewMember(_:) + 742 in ExerciseRunner \
      at /home/me/DelegationLab/Sources/YourWork/Exercises/Exercise6.swift:48:7
        2 [ra]             0x00005586ca7c2f9f static StreamCheck.run(_:_:) + 3102 in ExerciseRunner \
      at /home/me/DelegationLab/Sources/Tools/ExerciseChecks/Checks/StreamCheck.swift:38:5
      """
    #expect(
      RunnerReport.crashSite(backtrace)
        == "Sources/YourWork/Exercises/Exercise6.swift:48, in Exercise6.MemberListScreen.addNewMember(_:)")
    #expect(
      RunnerReport.reason(backtrace, signal: SIGILL)
        == "ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
    #expect(RunnerReport.crashSite("Fatal error: no frames") == nil)
  }

  @Test("A crash verdict names the line, what the check was doing, and how to see more")
  func crashVerdict() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[6] = .crashed(
      reason: "ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      step: "the events stream delivers Kim Minji, 28",
      site: "Sources/YourWork/Exercises/Exercise6.swift:48, in Exercise6.MemberListScreen.addNewMember(_:)")
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("6") == 1)
    #expect(
      session.lines.suffix(4) == [
        "✗ Exercise 6 crashed: ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "  Your code stopped the program at Sources/YourWork/Exercises/Exercise6.swift:48, "
          + "in Exercise6.MemberListScreen.addNewMember(_:): look there first.",
        "  The check was trying to: the events stream delivers Kim Minji, 28.",
        "  The Coach is fine. To see the whole backtrace, run the check alone: swift run ExerciseRunner 6",
      ])
  }

  @Test("The real runner passes a solution in a child process, and writes its steps as it goes")
  func runnerVerdicts() throws {
    #expect(FileManager.default.fileExists(atPath: builtRunner.path), "swift test builds ExerciseRunner")
    #expect(FixtureLauncher(fixture: nil).check(7, solution: true).outcome == .passed)
  }
}
