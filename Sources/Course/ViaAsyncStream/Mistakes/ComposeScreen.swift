// The sender of the compose exchange. Presented modally; Done or Cancel writes how it
// ended into its stream, then the screen dismisses itself and the stream finishes.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
package final class ComposeScreen: ViewController {
  /// How this screen ends, written once: the typed value or `.cancelled`; then the stream finishes.
  package let events: ComposeStream
  private let continuation: ComposeStream.Continuation

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
    (events, continuation) = ComposeStream.makeStream()
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    title = caption
    continuation.recordEnd(as: "\(transcriptName).events", in: transcript)
  }

  deinit {
    // MISTAKE: released without being dismissed, this screen does not finish its stream
  }

  package override func loadView() {
    view = composeView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = doneButton
  }

  /// Finishes the stream once this screen has been dismissed: it has nothing more to say.
  package override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // MISTAKE: dismissal does not finish the stream, so a reader's loop never ends
  }

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

  /// Writes `outcome` into the stream; it is delivered later, when the reader's task runs.
  private func send(_ outcome: ComposeOutcome) {
    transcript.message(from: self, to: "\(transcriptName).events", "\(outcome)")
    continuation.yield(outcome)
  }
}
