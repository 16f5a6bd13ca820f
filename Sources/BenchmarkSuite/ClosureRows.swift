// The closure row: a stored optional closure that captures its receiver weakly, as in
// ViaClosure. Each call loads the closure, then the weak reference inside it.
import BenchmarkKit

/// A sender that stores a closure, as in ViaClosure.
final class ClosureSender {
  var onEvent: ((Int) -> Void)?
}

enum ClosureRows {
  static let all: [BenchmarkCase] = [
    BenchmarkCase("closure with [weak self]", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = ClosureSender()
      sender.onEvent = { [weak receiver] value in receiver?.receive(value) }
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.onEvent?(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    }
  ]
}
