// The compose exchange's delegate: two messages, and each one names its sender, so one
// receiver can serve several compose screens and still tell their answers apart.

// snippet: protocol
/// The receiver of a compose screen's answer: the input on Done, or the cancel.
///
/// Each method's first argument is the screen that sends it, so a receiver of several
/// compose screens knows which one is answering.
@MainActor
package protocol ComposeDelegate {  // MISTAKE: no `AnyObject`, so no delegate of this type can be `weak`
  /// Tells the delegate that `composer` finished with `value` (Done).
  func composer(_ composer: ComposeScreen, didInput value: String?)
  /// Tells the delegate that `composer` was cancelled: there is no value.
  func composerDidCancel(_ composer: ComposeScreen)
}
// end snippet
