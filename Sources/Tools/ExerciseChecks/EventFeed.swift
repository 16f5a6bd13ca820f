// The events stream of exercise 6, played by the check. It is an AsyncStream built with
// `unfolding`, so the check learns when the list's loop comes back for the next element:
// that is the moment the previous one has been handled. The stream also says when
// nothing can read it any more (the loop ended and dropped it), so that the check never
// waits on time for a loop that behaves. Like many real streams, an element the loop was
// already waiting for still arrives after its task is cancelled.
import LeakCheck
import Members
import StageKit

/// A stream of members that hands out a few, then stays open until `finish()`.
final class EventFeed: Sendable {
  private struct State {
    var pending: [Member]
    var pulls = 0
    var parked: CheckedContinuation<Member?, Never>?
    var finished = false
    var dropped = false
  }

  /// Something held as long as the stream or an iterator of it exists.
  private final class Holder: Sendable {
    let state: Locked<State>
    init(_ state: Locked<State>) { self.state = state }
    deinit { state.withLock { $0.dropped = true } }
  }

  private let state: Locked<State>

  /// Creates a feed that delivers `members`, in order, then waits.
  init(members: [Member]) {
    state = Locked(State(pending: members))
  }

  /// Makes the stream to give to the list.
  ///
  /// Make only one: `isDropped` follows that one.
  func makeStream() -> AsyncStream<Member> {
    let holder = Holder(state)
    // The cancel handler lives exactly as long as the stream's storage, and keeps `holder`.
    return AsyncStream(unfolding: { await self.next() }, onCancel: { withExtendedLifetime(holder) {} })
  }

  /// How many times the stream has been asked for an element.
  var pulls: Int { state.withLock(\.pulls) }

  /// `true` while a reader waits for the next element.
  var isAwaited: Bool { state.withLock { $0.parked != nil } }

  /// `true` once the stream, and every iterator of it, is gone: nothing will read it again.
  var isDropped: Bool { state.withLock(\.dropped) }

  /// Hands `member` to the reader waiting for it, or keeps it for the next one.
  func send(_ member: Member) {
    let parked = state.withLock { state in
      defer { state.parked = nil }
      if state.parked == nil { state.pending.append(member) }
      return state.parked
    }
    parked?.resume(returning: member)
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
      let answer: Member?? = state.withLock { state in
        state.pulls += 1
        if state.finished { return .some(nil) }
        if !state.pending.isEmpty { return .some(state.pending.removeFirst()) }
        state.parked = continuation
        return .none
      }
      if let answer { continuation.resume(returning: answer) }
    }
  }
}
