// Learner code may answer later than the tap that asked: in a block on the main queue
// (`DispatchQueue.main.async`), or in a Timer. On an iPhone the main thread runs both
// between two taps, so a check must run them too before it says "not heard" or "still
// alive". Here the main actor runs on a thread whose run loop nobody runs, so the check
// fires that thread's timers itself, before an `await` can move it to another thread.
import Foundation

/// Running what the learner's code scheduled for later, before a check judges.
@MainActor
enum ScheduledWork {
  /// Runs the main queue and this thread's timers until `done()` holds, and returns whether it does.
  ///
  /// Returns at once when `done()` holds already. Otherwise it stops as soon as `done()`
  /// holds, once nothing is left scheduled, or after `Patience.limit` seconds, whichever
  /// comes first: code that schedules nothing costs the check no time.
  static func run(until done: () -> Bool) async -> Bool {
    if done() { return true }
    let deadline = Date().addingTimeInterval(Patience.limit)
    fireTimers(before: deadline, until: done)
    for _ in 0..<50 {
      if done() { return true }
      await Task.yield()
      fireTimers(before: deadline, until: done)
    }
    return done()
  }

  /// Runs the main queue and this thread's timers until nothing is left scheduled, or for
  /// at most `Patience.limit` seconds, before the check looks at what must not have happened.
  static func settle() async {
    _ = await run(until: { false })
  }

  /// Fires the timers of this thread's run loop that fall due before `deadline`, until
  /// `done()` holds or no timer is left.
  static func fireTimers(before deadline: Date, until done: () -> Bool = { false }) {
    // On the main thread the run loop already runs between two jobs; running it here would
    // run other jobs of the main actor inside this one.
    guard !Thread.isMainThread else { return }
    while !done(), let next = RunLoop.current.limitDate(forMode: .default), next < deadline {
      _ = RunLoop.current.run(mode: .default, before: next)
    }
  }
}
