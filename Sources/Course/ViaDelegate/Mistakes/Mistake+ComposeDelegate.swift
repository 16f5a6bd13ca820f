extension Mistake {
  // snippet: protocol
  /// DELIBERATELY WRONG: the seed's protocol, which any type may adopt, structs included.
  ///
  /// Without `AnyObject` the compiler cannot promise that a delegate is a class instance,
  /// so `weak var delegate: ComposeDelegate?` does not compile and the sender holds its
  /// delegate strongly.
  @MainActor
  package protocol ComposeDelegate {
    /// Tells the delegate that `composer` finished with `value` (Done).
    func composer(_ composer: ComposeScreen, didInput value: String?)
    /// Tells the delegate that `composer` was cancelled: there is no value.
    func composerDidCancel(_ composer: ComposeScreen)
  }
  // end snippet
}
