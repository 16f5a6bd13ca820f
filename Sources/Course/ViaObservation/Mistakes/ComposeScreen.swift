// The sender of the compose exchange. Presented modally; Done or Cancel publishes how it
// ended as its state, then the screen dismisses itself.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
package final class ComposeScreen: ViewController {
  /// What this screen publishes for whoever observes it.
  package let state: ComposeState

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
    let name = "ComposeScreen (\(caption.lowercased()))"
    state = ComposeState(screenName: name)
    super.init(name: name)
    title = caption
  }

  // A composer released without Done or Cancel ends its state, so observers stop.
  isolated deinit {
    // MISTAKE: the state is never ended, so an observer waits for an ending that never comes
  }

  package override func loadView() {
    view = composeView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = doneButton
  }

  /// Answers with the typed value, then dismisses.
  func performDone() {
    publish(.done(composeView.inputField.text))
    dismiss(animated: true)
  }

  /// Answers that nothing was chosen, then dismisses.
  func performCancel() {
    publish(.cancelled)
    dismiss(animated: true)
  }

  /// Publishes `outcome` as this screen's ending; observers see it on their loop's next turn.
  private func publish(_ outcome: ComposeOutcome) {
    state.phase = .finished(outcome)
  }
}
