// The sender of the compose exchange. Presented modally; Done or Cancel tells the
// delegate, then the screen dismisses itself.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
package final class ComposeScreen: ViewController {
  // snippet: channel
  /// The receiver of this screen's answer.
  ///
  /// `weak`: the presenter owns this screen while it is up, so a strong reference back
  /// would be a cycle for as long as the screen is presented, and for good if the
  /// presenter also keeps it.
  package weak var delegate: ComposeDelegate?
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
    let value = composeView.inputField.text
    transcript.message(from: self, to: delegate, "composer(_:didInput: \"\(value ?? "")\")")
    delegate?.composer(self, didInput: value)
    dismiss(animated: true)
  }

  /// Answers that nothing was chosen, then dismisses.
  func performCancel() {
    transcript.message(from: self, to: delegate, "composerDidCancel(_:)")
    delegate?.composerDidCancel(self)
    dismiss(animated: true)
  }
  // end snippet
}
