// Learner code answers on the main actor, in tasks the check cannot await: a list's loop
// over a stream, an observation task. The check waits for what it expects to see, letting
// those tasks run; code that answers does so within a few turns of the main actor. Code
// that never answers (its loop was deleted, or ended) is given a short while, so that the
// verdict says "nothing read it" in about a second instead of running into the time limit.
// Timers the learner's code scheduled fire meanwhile (see ScheduledWork).
import Foundation

/// Waiting for the learner's tasks without waiting on the clock when they answer.
@MainActor
enum Patience {
  /// How long code that does not answer is given, in seconds.
  static let limit = 1.5

  /// Returns `true` as soon as `done()` holds, or `false` when it still does not after a while.
  static func until(_ done: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(limit)
    for _ in 0..<200 {
      ScheduledWork.fireTimers(before: deadline, until: done)
      if done() { return true }
      await Task.yield()
    }
    while Date() < deadline {
      ScheduledWork.fireTimers(before: deadline, until: done)
      if done() { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return done()
  }

  /// Lets every task already waiting on the main actor run before the check goes on.
  static func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
