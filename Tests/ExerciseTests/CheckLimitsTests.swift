// A slow machine is never taken for code that hangs. The clocks are proved on their own
// with looks the test makes up (no time passes), then on the real runner with limits of a
// second or so: code that spins runs into the processor-time limit, code that waits into
// the waiting limit, code that computes long without a step into neither, and code that
// steps for ever into the wall limit. The verdict names the limit.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("The Coach tells a hang from a slow machine", .timeLimit(.minutes(10)))
struct CheckLimitsTests {
  let limits = CheckLimits(processorSeconds: 10, waitingSeconds: 10, wallSeconds: 120)

  @Test("Processes that are busy or ready to run never run into the waiting limit, however long they take")
  func busyIsNotWaiting() {
    var watch = CheckWatch(limits: limits)
    for _ in 0..<1_000 { #expect(watch.advance(by: 0.1, progressed: false, waiting: false) == nil) }
    #expect(watch.waited == 0)
  }

  @Test("Processes that all wait without a step run into the waiting limit; a step starts it again")
  func waitingRunsOut() {
    var watch = CheckWatch(limits: limits)
    for _ in 0..<99 { #expect(watch.advance(by: 0.1, progressed: false, waiting: true) == nil) }
    #expect(watch.advance(by: 0.1, progressed: true, waiting: false) == nil)
    #expect(watch.waited == 0)
    var fired: CheckLimit?
    var looks = 0
    while fired == nil, looks < 1_000 {
      fired = watch.advance(by: 0.1, progressed: false, waiting: true)
      looks += 1
    }
    #expect(fired == .waiting(seconds: 10))
    #expect((99...101).contains(looks))
  }

  @Test("A look the Coach was late for (the machine held it up) counts as a quarter of a second of waiting at most")
  func lateLooksCountLittle() {
    var watch = CheckWatch(limits: limits)
    #expect(watch.advance(by: 30, progressed: false, waiting: true) == nil)
    #expect(watch.waited == CheckWatch.longestLook)
  }

  @Test("The wall limit is the last resort, whatever the check does")
  func wallRunsOut() {
    var watch = CheckWatch(limits: limits)
    for _ in 0..<1_199 { #expect(watch.advance(by: 0.1, progressed: true, waiting: false) == nil) }
    #expect(watch.advance(by: 0.2, progressed: true, waiting: false) == .wallClock(seconds: 120))
  }

  @Test("Limits read from text keep the defaults they do not name, and refuse what is not a limit")
  func limitsFromText() {
    #expect(
      CheckLimits("processor=1,waiting=2,wall=5") == CheckLimits(processorSeconds: 1, waitingSeconds: 2, wallSeconds: 5)
    )
    #expect(CheckLimits("wall=300") == CheckLimits(wallSeconds: 300))
    for text in ["speed=1", "wall", "wall=-1", "wall=soon"] { #expect(CheckLimits(text) == nil, "\(text)") }
  }

  @Test("Code that spins is stopped by the processor-time limit, and the verdict says so")
  func spinning() throws {
    let launcher = FixtureLauncher(fixture: "spin", limits: FixtureLauncher.tight)
    #expect(
      launcher.check(4, solution: false).outcome
        == .stopped(.processorTime(seconds: 1), step: "count members in a loop that never ends"))
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("4") == 1)
    #expect(
      session.text.contains(
        "✗ Exercise 4 was stopped after using 1 s of processor time, while trying to: "
          + "count members in a loop that never ends."))
    #expect(session.text.contains("kept the processor busy without an end"))
  }

  #if os(Linux)
    @Test("Code that computes longer than the waiting limit without a step is not waiting: its own verdict comes")
    func computingIsNotWaiting() {
      let limits = CheckLimits(processorSeconds: 30, waitingSeconds: 1, wallSeconds: 50)
      #expect(
        FixtureLauncher(fixture: "busy", limits: limits).check(4, solution: false).outcome
          == .failed(["The fixture computed for two seconds and then found this problem."]))
    }
  #endif

  @Test("Code that steps for ever, neither spinning nor waiting long, is stopped by the wall limit")
  func steppingForEver() {
    let limits = CheckLimits(processorSeconds: 30, waitingSeconds: 1, wallSeconds: 3)
    let outcome = FixtureLauncher(fixture: "trickle", limits: limits).check(4, solution: false).outcome
    guard case .stopped(let limit, let step) = outcome else {
      Issue.record("expected the wall limit")
      return
    }
    #expect(limit == .wallClock(seconds: 3))
    #expect(step?.hasPrefix("take step ") == true)
  }

  @Test("Every solution passes within the Coach's own limits")
  func solutionsPass() {
    for exercise in ExerciseCatalog.all {
      let outcome = FixtureLauncher(fixture: nil).check(exercise.number, solution: true).outcome
      #expect(outcome == .passed, "\(exercise.number)")
    }
  }
}
