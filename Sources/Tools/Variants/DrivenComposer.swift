import MemberViews
import StageKit

/// A compose screen, as the hub drives it: the sender of the compose exchange.
@MainActor
package protocol DrivenComposer: ViewController {
  /// The caption and the input field.
  var composeView: ComposeView { get }
  /// The Done button, which answers with the input.
  var doneButton: BarButtonItem { get }
  /// The Cancel button, which answers with no value.
  var cancelButton: BarButtonItem { get }
}
