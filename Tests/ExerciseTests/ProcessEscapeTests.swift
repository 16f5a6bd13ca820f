// Every process the learner's code starts ends with the check: when the check is stopped at
// a limit, when the runner ends by itself or traps, when the Coach is interrupted or killed.
// The real runner starts a helper with Foundation's Process, as the learner's code could,
// plain or detached (in a session of its own, its parent gone at once). The helper holds a
// named pipe open; the test reads the pipe to its end, which comes exactly when the helper
// has ended, so the test waits for that event, never for time to pass.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `setsid` is there to detach a helper (util-linux, on Linux).
let canDetach = FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")

@Suite("Every process the learner's code starts ends with the check", .serialized, .timeLimit(.minutes(10)))
struct ProcessEscapeTests {
  /// Checks exercise 4 with `fixture` in the test's own process, and returns the outcome
  /// once the helper has ended.
  func check(_ fixture: String, limits: CheckLimits = FixtureLauncher.tight) async throws -> CheckRun.Outcome {
    let ready = try NamedPipe()
    let launcher = FixtureLauncher(
      fixture: fixture, limits: limits, environment: ["DELEGATIONLAB_FIXTURE_READY": ready.path])
    let outcome = launcher.check(4, solution: false).outcome
    let helper = try #require(pid_t(await ready.firstLine()))
    defer { if !ready.isClosed { kill(helper, SIGKILL) } }  // should this test fail, leave nothing running
    await ready.untilClosed()
    #expect(ready.isClosed, "the helper has ended")
    return outcome
  }

  @Test("A helper of a check stopped at its limit ends with it")
  func stoppedCheck() async throws {
    let outcome = try await check("spawn-hang")
    #expect(outcome == .stopped(.waiting(seconds: 1), step: "start a helper that should end with the check"))
  }

  @Test("A detached helper of a check stopped at its limit ends with it", .enabled(if: canDetach))
  func stoppedCheckDetached() async throws {
    let outcome = try await check("spawn-detached-hang")
    #expect(outcome == .stopped(.waiting(seconds: 1), step: "start a helper that should end with the check"))
  }

  @Test("A helper of a check that ends by itself ends with it")
  func endedCheck() async throws {
    #expect(try await check("spawn-exit") == .failed(["The fixture started a helper and ended."]))
  }

  /// Starts the Coach in `root` on exercise 4 with `fixture`, and returns it with the helper's pipe, once the helper runs.
  func startCoach(_ fixture: String, in root: URL, limits: String) async throws -> (RunningCoach, NamedPipe, pid_t) {
    let ready = try NamedPipe()
    let coach = try RunningCoach(
      in: root, ["4"],
      environment: [
        "DELEGATIONLAB_PREBUILT_RUNNER": builtRunner.path, "DELEGATIONLAB_CHECK_FIXTURE": fixture,
        "DELEGATIONLAB_FIXTURE_READY": ready.path, "DELEGATIONLAB_CHECK_LIMITS": limits,
      ])
    let helper = try #require(pid_t(await ready.firstLine()))
    return (coach, ready, helper)
  }

  @Test(
    "A detached helper of a runner that traps is adopted by the Coach, which ends it", .enabled(if: canDetach))
  func trappedRunner() async throws {
    let package = try ScratchPackage()
    let (coach, ready, helper) = try await startCoach(
      "spawn-detached-trap", in: package.root, limits: "processor=1,waiting=1,wall=30")
    defer { if !ready.isClosed { kill(helper, SIGKILL) } }
    let ended = await coach.finish()
    await ready.untilClosed()
    #expect(ready.isClosed, "the helper has ended")
    #expect(ended.status == 1)
    #expect(ended.output.contains("✗ Exercise 4 crashed: "))
  }

  @Test(
    "A helper ends when the Coach is interrupted, or killed with kill -9",
    arguments: [SIGINT, SIGKILL])
  func coachGone(signal: Int32) async throws {
    let package = try ScratchPackage()
    // However slowly this test gets to its signal, no limit ends the check before it.
    let (coach, ready, helper) = try await startCoach(
      canDetach ? "spawn-detached-hang" : "spawn-hang", in: package.root, limits: "waiting=600,wall=600")
    defer { if !ready.isClosed { kill(helper, SIGKILL) } }
    coach.send(signal)
    _ = await coach.finish()
    await ready.untilClosed()
    #expect(ready.isClosed, "the helper has ended")
  }
}
