// The sender of the compose exchange. Presented modally; Done or Cancel publishes how it
// ended as its state, then the screen dismisses itself.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
public final class ComposeScreen: ViewController {
  /// What this screen publishes for whoever observes it.
  public let state: ComposeState

  /// The field to type in.
  public let composeView: ComposeView

  /// The Done button, on the right of the bar.
  public lazy var doneButton = BarButtonItem(
    barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)
  /// The Cancel button, on the left of the bar.
  public lazy var cancelButton = BarButtonItem(
    barButtonSystemItem: .cancel, target: self, action: ComposeScreen.performCancel)

  /// Creates a compose screen for the value `caption` names, such as "Title".
  public init(caption: String) {
    composeView = ComposeView(caption: caption)
    let name = "ComposeScreen (\(caption.lowercased()))"
    state = ComposeState(screenName: name)
    super.init(name: name)
    title = caption
  }

  // A composer released without Done or Cancel ends its state, so observers stop.
  isolated deinit {
    if state.phase == .composing { state.phase = .closed }
  }

  public override func loadView() {
    view = composeView
  }

  public override func viewDidLoad() {
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
