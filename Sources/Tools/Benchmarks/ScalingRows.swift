// The scaling runs answer "what if ten screens listen?": the same event with 1 to 1,000
// observers, and a stream with 1 to 100,000 elements pending. Each point is an ordinary row
// whose checksum counts every delivery, so a size whose work was skipped stops the run.
import BenchmarkKit
import Foundation
import Observation

enum ScalingRows {
  static let all: [ScalingCase] = [notificationCenter, observation, pendingElements]

  /// One post reaches n block observers of its name, in a center that also holds other names' observers.
  static let notificationCenter = ScalingCase(
    "NotificationCenter: one post to n observers (object: nil)", parameter: "observers", unit: "observer",
    event: "post", counts: [1, 10, 100, 1_000]
  ) { count in
    BenchmarkCase("NotificationCenter post, n = \(count)", expected: { UInt64($0) &* UInt64(count) }) {
      iterations in
      let center = NotificationRows.busyCenter()
      let tally = Tally()
      let tokens = (0..<count).map { _ in
        center.addObserver(forName: NotificationRows.saved, object: nil, queue: nil) { _ in tally.receive(1) }
      }
      for _ in 0..<iterations { center.post(name: NotificationRows.saved, object: nil) }
      for token in tokens { center.removeObserver(token) }
      return tally.total
    }
  }

  /// One change is heard by n observers, each tracking again after it, to hear the next one.
  static let observation = ScalingCase(
    "Observation: one change heard by n observers, each re-tracking", parameter: "observers", unit: "observer",
    event: "change", counts: [1, 10, 100, 1_000]
  ) { count in
    BenchmarkCase("@Observable set, n = \(count)", expected: { UInt64($0) &* UInt64(count) }) { iterations in
      let model = BlackHole.opaque(ObservedValue())
      let changes = Tally()
      func track() {
        withObservationTracking {
          BlackHole.consume(UInt64(truncatingIfNeeded: model.value))
        } onChange: {
          changes.receive(1)
        }
      }
      for _ in 0..<count { track() }
      for index in 0..<iterations {
        model.value = index + 1  // a new value: every observer hears it, once
        for _ in 0..<count { track() }
      }
      return changes.total
    }
  }

  /// A batch of n elements yielded into a stream nobody is reading yet, then read back.
  ///
  /// n elements are pending at once, and the cost of one event is the whole batch. Both ends
  /// run on one actor of their own, as in the stream row that is cheapest per element.
  static let pendingElements = ScalingCase(
    "AsyncStream: n elements yielded, then read (n pending)", parameter: "elements pending", unit: "element",
    event: "batch", counts: [1, 10, 100, 1_000, 10_000, 100_000]
  ) { count in
    BenchmarkCase("AsyncStream batch, n = \(count)", expected: { UInt64($0) &* Checksum.sumOfIndices(count) }) {
      iterations in
      await BatchPipe().run(batches: iterations, of: count)
    }
  }
}

/// A stream whose two ends run on one actor of its own, a batch at a time.
actor BatchPipe {
  /// Yields 0..<count, then reads the count elements back, `batches` times; sums what it reads.
  func run(batches: Int, of count: Int) async -> UInt64 {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    var iterator = stream.makeAsyncIterator()
    var total: UInt64 = 0
    for _ in 0..<batches {
      for index in 0..<count { continuation.yield(index) }
      for _ in 0..<count { total &+= UInt64(await iterator.next(isolation: self) ?? 0) }
    }
    continuation.finish()
    return total
  }
}
