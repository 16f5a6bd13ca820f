// The AsyncStream rows. A stream buffers what is yielded until the consumer takes it, so the
// cost per event depends on where the two ends run, and in which direction the elements
// cross: on two threads the waiting end is resumed again and again; on one actor the
// producer runs while the consumer is suspended, fills the buffer, and the consumer drains it.
import BenchmarkKit

/// A producer and a consumer isolated to one actor of their own.
actor StreamPipe {
  /// Yields 0..<iterations from a task on this actor and sums them here.
  func run(_ iterations: Int) async -> UInt64 {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let producer = Task { self.produce(iterations, into: continuation) }
    var total: UInt64 = 0
    for await value in stream { total &+= UInt64(value) }
    await producer.value
    return total
  }

  private func produce(_ iterations: Int, into continuation: AsyncStream<Int>.Continuation) {
    for index in 0..<iterations { continuation.yield(index) }
    continuation.finish()
  }
}

enum StreamRows {
  static let all: [BenchmarkCase] = [
    BenchmarkCase(
      "AsyncStream, producer off the main actor → consumer on it", expected: Checksum.sumOfIndices,
      singleThreaded: false
    ) {
      iterations in
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let producer = Task.detached {
        for index in 0..<iterations { continuation.yield(index) }
        continuation.finish()
      }
      let total = await consumeOnMainActor(stream)
      await producer.value
      return total
    },
    BenchmarkCase(
      "AsyncStream, producer on the main actor → consumer off it", expected: Checksum.sumOfIndices,
      singleThreaded: false
    ) {
      iterations in
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let consumer = Task.detached { await consumeOffMainActor(stream) }
      for index in 0..<iterations { continuation.yield(index) }
      continuation.finish()
      return await consumer.value
    },
    BenchmarkCase("AsyncStream, both on the main actor", expected: Checksum.sumOfIndices, singleThreaded: false) {
      iterations in
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let producer = Task { @MainActor in
        for index in 0..<iterations { continuation.yield(index) }
        continuation.finish()
      }
      let total = await consumeOnMainActor(stream)
      await producer.value
      return total
    },
    BenchmarkCase("AsyncStream, both on one custom actor", expected: Checksum.sumOfIndices, singleThreaded: false) {
      iterations in
      await StreamPipe().run(iterations)
    },
  ]

  /// Sums a stream to its end, on the main actor.
  @MainActor
  private static func consumeOnMainActor(_ stream: AsyncStream<Int>) async -> UInt64 {
    let receiver = Receiver()
    for await value in stream { receiver.receive(value) }
    return receiver.total
  }

  /// Sums a stream to its end, on whichever thread the global executor gives it.
  @concurrent
  private static func consumeOffMainActor(_ stream: AsyncStream<Int>) async -> UInt64 {
    let receiver = Receiver()
    for await value in stream { receiver.receive(value) }
    return receiver.total
  }
}
