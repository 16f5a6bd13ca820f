import ExerciseChecks
import Foundation
import Testing

@testable import ExerciseChecks

@Suite("A check runs the work the learner's code schedules for later", .serialized)
@MainActor
struct ScheduledWorkTests {
  @Test(
    "A right fix that answers in a main-queue block or a timer passes its check", .timeLimit(.minutes(10)),
    arguments: LaterAnswer.allCases)
  func laterAnswerPasses(fix: LaterAnswer) async {
    let context = CheckContext()
    await CheckTurns.take {
      await fix.run(context)
      Leftovers.keepSurvivors()
    }
    #expect(context.passed, "\(fix): \(context.problems)")
  }

  @Test("Waiting for scheduled work costs nothing when nothing is scheduled, and fires a timer when one is")
  func timersFire() async {
    var fired = false
    let timer = Timer(timeInterval: 0.01, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }
    schedule(timer)
    #expect(await ScheduledWork.run(until: { fired }))
    #expect(await ScheduledWork.run(until: { true }))
  }
}

/// Adds `timer` to this thread's run loop, as `Timer.scheduledTimer` does.
private func schedule(_ timer: Timer) {
  RunLoop.current.add(timer, forMode: .default)
}
