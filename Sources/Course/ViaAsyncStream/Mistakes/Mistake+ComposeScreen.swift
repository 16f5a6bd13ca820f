import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a compose screen whose stream never finishes.
  ///
  /// A reader's `for await` then waits for ever: there is no `viewDidDisappear` that
  /// finishes the stream when the screen is dismissed, and no `deinit`.
  package final class ComposeScreen: ViewController {
    /// How this screen ends, as in the correct screen, in a stream that nothing ever finishes.
    package let events: ComposeStream
    /// The stream's writing end; public only so that a test can end what this screen never ends.
    package let continuation: ComposeStream.Continuation

    /// The field to type in, as in the correct screen.
    package let composeView: ComposeView

    /// The Done button, on the right of the bar.
    package lazy var doneButton = BarButtonItem(
      barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)

    /// Creates a compose screen for the value `caption` names, and its stream.
    package init(caption: String) {
      composeView = ComposeView(caption: caption)
      (events, continuation) = ComposeStream.makeStream()
      super.init(name: "ComposeScreen (\(caption.lowercased()))")
      title = caption
    }

    package override func loadView() {
      view = composeView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.rightBarButtonItem = doneButton
    }

    /// Writes the typed value, then dismisses, as the correct screen does.
    func performDone() {
      let outcome = ComposeOutcome.done(composeView.inputField.text)
      transcript.record(.message(from: transcriptName, to: "\(transcriptName).events", text: "\(outcome)"))
      continuation.yield(outcome)
      dismiss(animated: true)
    }
  }
}
