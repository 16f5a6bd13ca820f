// The memory rows: how much heap 1,000 observers, streams, pending elements or suspended tasks
// hold. The heap is read (HeapMeter) before and after making them, while everything else
// stands still: what malloc handed out, including its per-block overhead, not the pages the
// process touched. Containers that hold the things are sized before the first reading.
import BenchmarkKit
import Foundation
import LeakCheck

enum MemoryRows {
  /// How many of each thing a measurement makes.
  static let count = 1_000

  static let all: [MemoryCase] = [
    MemoryCase("NotificationCenter block observers") {
      let center = NotificationCenter()
      let tally = Tally()
      var tokens: [any NSObjectProtocol] = []
      tokens.reserveCapacity(count)
      let before = HeapMeter.bytesInUse()
      for _ in 0..<count {
        tokens.append(
          center.addObserver(forName: NotificationRows.saved, object: nil, queue: nil) { _ in tally.receive(1) })
      }
      let held = HeapMeter.bytesInUse() - before
      for token in tokens { center.removeObserver(token) }
      return held
    },
    MemoryCase("AsyncStreams, each with its continuation") {
      var streams: [(AsyncStream<Int>, AsyncStream<Int>.Continuation)] = []
      streams.reserveCapacity(count)
      let before = HeapMeter.bytesInUse()
      for _ in 0..<count { streams.append(AsyncStream.makeStream(of: Int.self)) }
      let held = HeapMeter.bytesInUse() - before
      for (_, continuation) in streams { continuation.finish() }
      return held
    },
    MemoryCase("Ints pending in one AsyncStream") {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let before = HeapMeter.bytesInUse()
      for index in 0..<count { continuation.yield(index) }
      let held = HeapMeter.bytesInUse() - before
      continuation.finish()
      return withExtendedLifetime(stream) { held }
    },
    MemoryCase("tasks suspended in for await over a stream (streams excluded)") {
      let streams = (0..<count).map { _ in AsyncStream.makeStream(of: Int.self) }
      let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
      var consumers: [Task<Void, Never>] = []
      consumers.reserveCapacity(count)
      let before = HeapMeter.bytesInUse()
      for (stream, _) in streams {
        // snippet: task-body
        consumers.append(
          Task.detached {
            readyContinuation.yield()
            for await _ in stream {}
          })
        // end snippet
      }
      await waitFor(count, in: ready)
      let held = HeapMeter.bytesInUse() - before
      for (_, continuation) in streams { continuation.finish() }
      for consumer in consumers { await consumer.value }
      return held
    },
    MemoryCase("tasks suspended in withUnsafeContinuation (the smallest body)") {
      let parking = Parking(capacity: count)
      let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
      var tasks: [Task<Void, Never>] = []
      tasks.reserveCapacity(count)
      let before = HeapMeter.bytesInUse()
      for _ in 0..<count {
        // snippet: smallest-task-body
        tasks.append(
          Task.detached {
            await withUnsafeContinuation { continuation in
              parking.park(continuation)
              readyContinuation.yield()
            }
          })
        // end snippet
      }
      await waitFor(count, in: ready)
      let held = HeapMeter.bytesInUse() - before
      parking.resumeAll()
      for task in tasks { await task.value }
      return held
    },
  ]

  /// Returns once `count` tasks have said they started; each suspends right after saying so.
  private static func waitFor(_ count: Int, in ready: AsyncStream<Void>) async {
    var started = 0
    for await _ in ready {
      started += 1
      if started == count { break }
    }
  }
}

/// Where suspended tasks leave their continuations until the row resumes them all.
final class Parking: Sendable {
  private let continuations: Locked<[UnsafeContinuation<Void, Never>]>

  /// Creates a parking with room for `capacity` continuations, so parking allocates nothing.
  init(capacity: Int) {
    var storage: [UnsafeContinuation<Void, Never>] = []
    storage.reserveCapacity(capacity)
    continuations = Locked(storage)
  }

  func park(_ continuation: UnsafeContinuation<Void, Never>) {
    continuations.withLock { $0.append(continuation) }
  }

  func resumeAll() {
    let parked = continuations.withLock { parked in
      defer { parked.removeAll(keepingCapacity: true) }
      return parked
    }
    for continuation in parked { continuation.resume() }
  }
}
