// The closure rows: a stored optional closure that captures its receiver weakly, as in
// ViaClosure. Through the sender, each event loads the stored closure, calls it, and the
// closure loads its weak capture. Copied to a local once, only the weak capture is loaded per
// event: the shape an optimizer gives a loop that calls a closure it can see being stored.
import BenchmarkKit

enum ClosureRows {
  static let all: [BenchmarkCase] = [
    BenchmarkCase("sender → closure with [weak self], loaded per event", expected: Checksum.sumOfIndices) {
      iterations in
      let receiver = Receiver()
      let sender = ClosureSender()
      sender.onEvent = { [weak receiver] value in receiver?.receive(value) }
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.send(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    },
    BenchmarkCase("closure with [weak self] copied to a local once", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = ClosureSender()
      sender.onEvent = { [weak receiver] value in receiver?.receive(value) }
      if let onEvent = BlackHole.opaque(sender).onEvent {
        for index in 0..<iterations { onEvent(index) }
      }
      return withExtendedLifetime(receiver) { receiver.total }
    },
  ]
}
