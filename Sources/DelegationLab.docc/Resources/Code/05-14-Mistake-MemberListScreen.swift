// WRONG: the center keeps this block, and the block keeps `self`. Nothing removes it;
// a `removeObserver` in deinit would not help, as deinit never runs while this lives.
observer = center.addObserver(forName: .memberAdded, object: nil, queue: nil) { notification in
  let message = try? MemberAdded(notification)
  MainActor.assumeIsolated { self.receive(message) }
}

// WRONG: the token is the observation. Dropped here, it ends the observation at once.
_ = center.addObserver(for: MemberAdded.self) { [weak self] in self?.receive($0) }
