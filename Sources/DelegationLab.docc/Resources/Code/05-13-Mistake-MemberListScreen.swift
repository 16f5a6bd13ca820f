// WRONG: the center keeps this block, and the block keeps `self`. Nothing removes it;
// a `removeObserver` in deinit would not help, as deinit never runs while this lives.
observer = center.addObserver(forName: .memberAdded, object: nil, queue: nil) { notification in
  let message = try? MemberAdded(notification)
  MainActor.assumeIsolated { self.receive(message) }
}
