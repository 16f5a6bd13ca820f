// The sender of the compose exchange. Presented modally; Done or Cancel calls the
// matching closure, then the screen dismisses itself.
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that calls the closure for which.
public final class ComposeScreen: ViewController {
  // snippet: compose-closures
  /// Called on Done with the value typed.
  public var onInput: InputHandler?
  /// Called on Cancel: there is no value.
  public var onCancel: CancelHandler?
  // end snippet

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
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    title = caption
  }

  public override func loadView() {
    view = composeView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = cancelButton
    navigationItem.rightBarButtonItem = doneButton
  }

  /// Calls `onInput` with the typed value, then dismisses.
  func performDone() {
    let value = composeView.inputField.text
    transcript.call(from: self, isSet: onInput != nil, "onInput(\"\(value ?? "")\")")
    onInput?(value)
    dismiss(animated: true)
  }

  /// Calls `onCancel`, as nothing was chosen, then dismisses.
  func performCancel() {
    transcript.call(from: self, isSet: onCancel != nil, "onCancel()")
    onCancel?()
    dismiss(animated: true)
  }
}
