// The events stream of exercise 6, played by the check. It is an AsyncStream built with
// `unfolding`, so the check learns exactly when the list's loop comes back for the next
// element: that is the moment the previous one has been handled. No waiting on time.
import Members
import StageKit

/// A stream of members that hands out a few, then stays open until `finish()`.
final class EventFeed: Sendable {
  private struct State {
    var pending: [Member]
    var pulls = 0
    var pullWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var parked: CheckedContinuation<Member?, Never>?
    var finished = false
  }

  private let state: Locked<State>

  /// Creates a feed that delivers `members`, in order, then waits.
  init(members: [Member]) {
    state = Locked(State(pending: members))
  }

  /// The stream to give to the list.
  var stream: AsyncStream<Member> {
    AsyncStream(unfolding: { await self.next() })
  }

  /// Returns once the stream has been asked for an element `count` times in all.
  func waitForPulls(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        guard state.pulls < count else { return true }
        state.pullWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Ends the stream: the loop reading it ends too.
  func finish() {
    let parked = state.withLock { state in
      state.finished = true
      defer { state.parked = nil }
      return state.parked
    }
    parked?.resume(returning: nil)
  }

  private func next() async -> Member? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Member?, Never>) in
      let (answer, ready): (Member??, [CheckedContinuation<Void, Never>]) = state.withLock { state in
        state.pulls += 1
        let pulls = state.pulls
        let ready = state.pullWaiters.filter { $0.count <= pulls }.map(\.continuation)
        state.pullWaiters.removeAll { $0.count <= pulls }
        if state.finished { return (.some(nil), ready) }
        if !state.pending.isEmpty { return (.some(state.pending.removeFirst()), ready) }
        state.parked = continuation
        return (.none, ready)
      }
      if let answer { continuation.resume(returning: answer) }
      for waiter in ready { waiter.resume() }
    }
  }
}
