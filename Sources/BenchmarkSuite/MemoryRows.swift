// The memory rows: how much heap 1,000 observers, streams or suspended consumer tasks hold.
// The measure is glibc's own accounting (mallinfo2: bytes in use in every arena, plus mmapped
// blocks), read before and after making them while everything else stands still. It counts
// what malloc handed out, including its per-block overhead, not the pages the process touched.
import BenchmarkKit
import Foundation
import HeapStats

enum MemoryRows {
  /// How many of each thing a measurement makes.
  static let count = 1_000

  static let all: [MemoryCase] = [
    MemoryCase("NotificationCenter block observers") {
      let center = NotificationCenter()
      let tally = Tally()
      var tokens: [any NSObjectProtocol] = []
      tokens.reserveCapacity(count)
      let before = heapBytes()
      for _ in 0..<count {
        tokens.append(
          center.addObserver(forName: NotificationRows.saved, object: nil, queue: nil) { _ in tally.receive(1) })
      }
      let held = heapBytes() - before
      for token in tokens { center.removeObserver(token) }
      return held
    },
    MemoryCase("AsyncStreams, each with its continuation") {
      var streams: [(AsyncStream<Int>, AsyncStream<Int>.Continuation)] = []
      streams.reserveCapacity(count)
      let before = heapBytes()
      for _ in 0..<count { streams.append(AsyncStream.makeStream(of: Int.self)) }
      let held = heapBytes() - before
      for (_, continuation) in streams { continuation.finish() }
      return held
    },
    MemoryCase("consumer tasks suspended in for await (streams excluded)") {
      let streams = (0..<count).map { _ in AsyncStream.makeStream(of: Int.self) }
      let (ready, readyContinuation) = AsyncStream.makeStream(of: Void.self)
      var consumers: [Task<Void, Never>] = []
      consumers.reserveCapacity(count)
      let before = heapBytes()
      for (stream, _) in streams {
        consumers.append(
          Task.detached {
            readyContinuation.yield()
            for await _ in stream {}
          })
      }
      // Every consumer has started; each suspends in `for await` right after saying so.
      var started = 0
      for await _ in ready {
        started += 1
        if started == count { break }
      }
      let held = heapBytes() - before
      for (_, continuation) in streams { continuation.finish() }
      for consumer in consumers { await consumer.value }
      return held
    },
  ]

  /// Bytes in use on the heap now, from glibc.
  static func heapBytes() -> Int {
    Int(heap_stats_bytes_in_use())
  }
}
