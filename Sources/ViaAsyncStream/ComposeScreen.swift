// The sender of the compose exchange. Presented modally; Done or Cancel writes one event
// into its stream, then the screen dismisses itself and the stream finishes.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that writes which into its stream.
public final class ComposeScreen: ViewController {
  /// What this screen ends with: one input or cancelled event, then the stream finishes.
  public let events: AsyncStream<ComposeEvent>
  private let continuation: AsyncStream<ComposeEvent>.Continuation

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
    (events, continuation) = AsyncStream.makeStream()
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    title = caption
    let transcript = transcript
    let name = transcriptName
    continuation.onTermination = { reason in
      transcript.record(.navigation("\(name).events \(reason == .finished ? "finished" : "cancelled")"))
    }
  }

  deinit {
    continuation.finish()  // released without being dismissed: the stream must still end
  }

  public override func loadView() {
    view = composeView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = doneButton
  }

  /// Finishes the stream once this screen has been dismissed: it has nothing more to say.
  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isBeingDismissed { continuation.finish() }
  }

  /// Writes the typed value into the stream, then dismisses.
  func performDone() {
    send(.input(composeView.inputField.text))
    dismiss(animated: true)
  }

  /// Writes that nothing was chosen, then dismisses.
  func performCancel() {
    send(.cancelled)
    dismiss(animated: true)
  }

  /// Writes `event` into the stream; it is delivered later, when the reader's task runs.
  private func send(_ event: ComposeEvent) {
    transcript.record(.message(from: transcriptName, to: "\(transcriptName).events", text: "\(event)"))
    continuation.yield(event)
  }
}
