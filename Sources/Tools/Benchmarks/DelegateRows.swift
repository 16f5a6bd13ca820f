// The delegate rows, from the floor up, so that each adds one thing to the row before it: a
// direct call; the same call from a sender's method; through a protocol (dynamic dispatch);
// through a weak delegate (dynamic dispatch and a weak load); through a generic weak delegate
// (a weak load, static dispatch). The last row copies the weak delegate into a strong local
// once and calls it from the loop: dynamic dispatch without the weak load.
import BenchmarkKit

enum DelegateRows {
  /// The name every ratio is taken against.
  static let baseline = "direct method call"

  static let all: [BenchmarkCase] = [
    BenchmarkCase(baseline, expected: Checksum.sumOfIndices) { iterations in
      let receiver = BlackHole.opaque(Receiver())
      for index in 0..<iterations { receiver.receive(index) }
      return receiver.total
    },
    BenchmarkCase("sender → receiver held strongly, by its type", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = BlackHole.opaque(DirectSender(receiver))
      for index in 0..<iterations { sender.send(index) }
      return receiver.total
    },
    BenchmarkCase("sender → receiver held strongly, through a protocol", expected: Checksum.sumOfIndices) {
      iterations in
      let receiver = Receiver()
      let sender = BlackHole.opaque(ProtocolSender(receiver))
      for index in 0..<iterations { sender.send(index) }
      return receiver.total
    },
    // snippet: weak-delegate
    BenchmarkCase("sender → weak delegate, loaded per event", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = WeakDelegateSender()
      sender.delegate = receiver
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.send(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    },
    BenchmarkCase("weak delegate copied to a strong local once", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = WeakDelegateSender()
      sender.delegate = receiver
      if let delegate = BlackHole.opaque(sender).delegate {
        for index in 0..<iterations { delegate.receive(index) }
      }
      return withExtendedLifetime(receiver) { receiver.total }
    },
    // end snippet
    BenchmarkCase("sender → generic weak delegate, loaded per event", expected: Checksum.sumOfIndices) {
      iterations in
      let receiver = Receiver()
      let sender = GenericDelegateSender<Receiver>()
      sender.delegate = receiver
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.send(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    },
  ]
}
