// The delegate rows, from the floor up: a direct call; a weak delegate read on every call, as
// `delegate?.receive(i)` does; the same delegate copied into a strong local once; and a
// generic sender that knows the receiver's concrete type.
import BenchmarkKit

/// A sender with a weak delegate typed by a protocol, as in ViaDelegate.
final class WeakDelegateSender {
  weak var delegate: (any EventReceiving)?
}

/// A sender generic over its delegate's type: static dispatch, the same weak reference.
final class GenericDelegateSender<Delegate: EventReceiving> {
  weak var delegate: Delegate?
}

enum DelegateRows {
  /// The name every ratio is taken against.
  static let baseline = "direct method call"

  static let all: [BenchmarkCase] = [
    BenchmarkCase(baseline, expected: Checksum.sumOfIndices) { iterations in
      let receiver = BlackHole.opaque(Receiver())
      for index in 0..<iterations { receiver.receive(index) }
      return receiver.total
    },
    // snippet: weak-delegate
    BenchmarkCase("weak delegate, loaded per call", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = WeakDelegateSender()
      sender.delegate = receiver
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.delegate?.receive(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    },
    BenchmarkCase("weak delegate, copied to a strong local once", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = WeakDelegateSender()
      sender.delegate = receiver
      if let delegate = BlackHole.opaque(sender).delegate {
        for index in 0..<iterations { delegate.receive(index) }
      }
      return withExtendedLifetime(receiver) { receiver.total }
    },
    // end snippet
    BenchmarkCase("generic delegate, loaded per call", expected: Checksum.sumOfIndices) { iterations in
      let receiver = Receiver()
      let sender = GenericDelegateSender<Receiver>()
      sender.delegate = receiver
      let opaqueSender = BlackHole.opaque(sender)
      for index in 0..<iterations { opaqueSender.delegate?.receive(index) }
      return withExtendedLifetime(receiver) { receiver.total }
    },
  ]
}
