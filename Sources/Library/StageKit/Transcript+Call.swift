// A closure has no name: a sender that calls one cannot say who wrote it, so its arrow in a
// transcript points at `{ closure }`.

extension Transcript {
  /// Records that `sender` called one of its closures, or that it had none to call.
  package func call(from sender: AnyObject, isSet: Bool, _ text: String) {
    record(.message(from: Self.name(of: sender), to: isSet ? "{ closure }" : nil, text: text))
  }
}
