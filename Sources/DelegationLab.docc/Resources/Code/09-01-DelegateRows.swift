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
