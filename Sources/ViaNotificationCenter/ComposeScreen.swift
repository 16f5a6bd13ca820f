// The sender of the compose exchange. Presented modally; Done or Cancel posts a message
// with this screen as its object, then the screen dismisses itself.
import Foundation
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that posts which to its center.
public final class ComposeScreen: ViewController {
  /// The center this screen posts to; it holds no reference to any receiver.
  public let center: NotificationCenter
  /// Whether this screen posts classic notifications or typed messages.
  public let style: NotificationStyle

  /// The field to type in.
  public let composeView: ComposeView

  /// The Done button, on the right of the bar.
  public lazy var doneButton = BarButtonItem(
    barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)
  /// The Cancel button, on the left of the bar.
  public lazy var cancelButton = BarButtonItem(
    barButtonSystemItem: .cancel, target: self, action: ComposeScreen.performCancel)

  /// Creates a compose screen for the value `caption` names, such as "Title".
  ///
  /// - Parameters:
  ///   - caption: The value's name, such as "Title".
  ///   - style: Classic notifications or typed messages.
  ///   - center: Where to post; the default center unless a receiver chose another.
  public init(caption: String, style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    composeView = ComposeView(caption: caption)
    self.style = style
    self.center = center
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

  /// Posts the typed value, then dismisses.
  func performDone() {
    let message = ComposerDidInput(value: composeView.inputField.text)
    transcript.message(from: self, to: center, style.postText(message))
    center.post(message, from: self, style: style)
    dismiss(animated: true)
  }

  /// Posts that nothing was chosen, then dismisses.
  func performCancel() {
    let message = ComposerDidCancel()
    transcript.message(from: self, to: center, style.postText(message))
    center.post(message, from: self, style: style)
    dismiss(animated: true)
  }
}
