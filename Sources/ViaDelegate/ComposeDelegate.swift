// The compose exchange's delegate: two messages, and each one names its sender, so one
// receiver can serve several compose screens and still tell their answers apart.

/// The receiver of a compose screen's answer: the input on Done, or the cancel.
@MainActor
public protocol ComposeDelegate: AnyObject {
  /// Tells the delegate that `composer` finished with `value` (Done).
  func composer(_ composer: ComposeScreen, didInput value: String?)
  /// Tells the delegate that `composer` was cancelled: there is no value.
  func composerDidCancel(_ composer: ComposeScreen)
}
