// The sender of the compose exchange. Presented modally; Done or Cancel calls its closure
// with how it ended, then the screen dismisses itself.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
package final class ComposeScreen: ViewController {
  // snippet: channel
  /// Called on Done with the typed value, or on Cancel with `.cancelled`.
  ///
  /// The presenter owns this screen while it is up, so a closure that captured the
  /// presenter strongly would be a cycle for as long as the screen is presented, and for
  /// good if the presenter also keeps it: the receiver captures itself `[weak self]`.
  package var onFinish: ComposeHandler?
  // end snippet

  /// The field to type in.
  package let composeView: ComposeView

  /// The Done button, on the right of the bar.
  package lazy var doneButton = BarButtonItem(
    barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)
  /// The Cancel button, on the left of the bar.
  package lazy var cancelButton = BarButtonItem(
    barButtonSystemItem: .cancel, target: self, action: ComposeScreen.performCancel)

  /// Creates a compose screen for the value `caption` names, such as "Title".
  package init(caption: String) {
    composeView = ComposeView(caption: caption)
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    title = caption
  }

  package override func loadView() {
    view = composeView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = doneButton
  }

  // snippet: done-cancel
  /// Answers with the typed value, then dismisses.
  func performDone() {
    send(.done(composeView.inputField.text))
    dismiss(animated: true)
  }

  /// Answers that nothing was chosen, then dismisses.
  func performCancel() {
    send(.cancelled)
    dismiss(animated: true)
  }

  /// Calls `onFinish` with `outcome`, or tells nobody when no closure is set.
  private func send(_ outcome: ComposeOutcome) {
    transcript.message(from: self, to: onFinish, "onFinish(\(outcome))")
    onFinish?(outcome)
  }
  // end snippet
}
