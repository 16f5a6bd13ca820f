import LeakCheck
import LeakCheckTesting
import Testing

@testable import StageKit

/// A sender for these tests: something a listener can outlive.
private final class Sender {}

@Suite("Listeners keep one task per sender, until it ends", .timeLimit(.minutes(10)))
@MainActor
struct ListenersTests {
  @Test("A task is kept while its loop runs, and dropped when the loop ends")
  func keptUntilTheLoopEnds() async {
    let listeners = Listeners()
    let (stream, input) = AsyncStream<Int>.makeStream()
    var heard: [Int] = []
    do {
      let sender = Sender()  // released at once: the task is waited for once the stream ends
      listeners.listen(to: sender) {
        for await number in stream { heard.append(number) }
      }
    }
    #expect(listeners.count == 1)
    input.yield(1)
    input.finish()
    await listeners.waitForDelivery()
    #expect(heard == [1])
    #expect(listeners.count == 0)
  }

  @Test("A loop that ends at once is not kept")
  func endsAtOnce() {
    let listeners = Listeners()
    let sender = Sender()
    listeners.listen(to: sender) {}
    #expect(listeners.count == 0)
  }

  @Test("Waiting for delivery does not wait for a sender that is still alive")
  func skipsLiveSenders() async {
    let listeners = Listeners()
    let (stream, input) = AsyncStream<Int>.makeStream()
    let sender = Sender()
    listeners.listen(to: sender) {
      for await _ in stream {}
    }
    await listeners.waitForDelivery()  // returns: the sender may still say something
    #expect(listeners.count == 1)
    input.finish()
    withExtendedLifetime(sender) {}
  }

  @Test("Releasing the listeners cancels the tasks still running")
  func releaseCancels() async {
    let (stream, _) = AsyncStream<Int>.makeStream()
    let sender = Sender()
    let (ended, endedInput) = AsyncStream<Void>.makeStream()
    var listeners: Listeners? = Listeners()
    listeners?.listen(to: sender) {
      for await _ in stream {}
      endedInput.finish()
    }
    listeners = nil
    for await _ in ended {}  // returns once the cancelled loop has ended
    #expect(listeners == nil)
    withExtendedLifetime(sender) {}
  }

  @Test("Cancelling them all ends every loop, whether its sender is alive or gone, and returns once they have ended")
  func cancelAllEndsEveryLoop() async {
    let listeners = Listeners()
    let alive = Sender()
    var ended = 0
    do {
      let gone = Sender()
      for sender in [alive, gone] {
        let (stream, _) = AsyncStream<Int>.makeStream()  // never finished: only cancelling ends the loop
        listeners.listen(to: sender) {
          for await _ in stream {}
          ended += 1
        }
      }
    }
    #expect(listeners.count == 2)
    await listeners.cancelAll()
    #expect(ended == 2)
    #expect(listeners.count == 0)
    withExtendedLifetime(alive) {}
  }

  @Test(
    "Waiting for delivery waits for every sender that has gone, whichever ends first",
    arguments: [[0, 1], [1, 0]])
  func waitsForEveryGoneSender(order: [Int]) async {
    let listeners = Listeners()
    let streams = (0..<2).map { _ in AsyncStream<Int>.makeStream() }
    var ended: Set<Int> = []
    for index in 0..<2 {
      let sender = Sender()  // released at once: both senders have gone
      let stream = streams[index].stream
      listeners.listen(to: sender) {
        for await _ in stream {}
        ended.insert(index)
      }
    }
    let waiter = Task { await listeners.waitForDelivery() }
    var waiterEnded = false
    let watcher = Task {
      await waiter.value
      waiterEnded = true
    }
    streams[order[0]].continuation.finish()
    for _ in 0..<100 { await Task.yield() }  // every task the first ending woke has run
    #expect(ended == [order[0]])
    #expect(!waiterEnded, "the wait returned while a gone sender's loop was still running")
    streams[order[1]].continuation.finish()
    await watcher.value
    #expect(ended == [0, 1])
  }

  @Test("A wait for a loop that never ends gives up when its own task is cancelled, and ends that loop")
  func waitGivesUpWhenCancelled() async {
    let listeners = Listeners()
    let (stream, _) = AsyncStream<Int>.makeStream()  // never finished, as a state nobody closes
    var loopEnded = false
    do {
      let sender = Sender()
      listeners.listen(to: sender) {
        for await _ in stream {}
        loopEnded = true
      }
    }
    let waiter = Task { await listeners.waitForDelivery() }
    await Task.yield()
    waiter.cancel()  // what a test's time limit does
    await waiter.value
    #expect(loopEnded)
    #expect(listeners.count == 0)
  }

  @Test("A task holds neither its sender nor its listeners")
  func holdsNothing() {
    let watch = LeakWatch()
    let (stream, input) = AsyncStream<Int>.makeStream()
    do {
      let sender = Sender()
      let listeners = Listeners()
      watch.watch(sender)
      watch.watch(listeners)
      listeners.listen(to: sender) {
        for await _ in stream {}
      }
    }
    watch.expectAllReleased()
    input.finish()
  }
}
