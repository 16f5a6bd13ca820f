// The senders of the delegate and closure rows. Each tells its receiver through `send(_:)`, a
// method that is never inlined, as a screen's `save()` tells its delegate: the sender loads
// what it holds on every event, as an app's sender does. Measured from a plain loop, the
// optimizer would load a stored closure once, before the loop, and time a local call.

/// A sender that holds its receiver strongly and knows its type: the floor of a sender's work.
final class DirectSender {
  let receiver: Receiver

  init(_ receiver: Receiver) {
    self.receiver = receiver
  }

  @inline(never)
  func send(_ value: Int) {
    receiver.receive(value)
  }
}

/// A sender that holds its receiver strongly through the protocol: dynamic dispatch, no weak load.
final class ProtocolSender {
  let receiver: any EventReceiving

  init(_ receiver: any EventReceiving) {
    self.receiver = receiver
  }

  @inline(never)
  func send(_ value: Int) {
    receiver.receive(value)
  }
}

// snippet: weak-delegate-sender
/// A sender with a weak delegate typed by a protocol, as in ViaDelegate.
final class WeakDelegateSender {
  weak var delegate: (any EventReceiving)?

  @inline(never)
  func send(_ value: Int) {
    delegate?.receive(value)  // a weak load, then a call through the protocol
  }
}
// end snippet

/// A sender generic over its delegate's type: the same weak reference, static dispatch.
final class GenericDelegateSender<Delegate: EventReceiving> {
  weak var delegate: Delegate?

  @inline(never)
  func send(_ value: Int) {
    delegate?.receive(value)
  }
}

/// A sender that stores a closure, as in ViaClosure.
final class ClosureSender {
  var onEvent: ((Int) -> Void)?

  @inline(never)
  func send(_ value: Int) {
    onEvent?(value)  // loads the stored closure, then calls it
  }
}
