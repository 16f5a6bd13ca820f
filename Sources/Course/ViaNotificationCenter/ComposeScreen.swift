// The sender of the compose exchange. Presented modally; Done or Cancel posts how it ended,
// with this screen as its object, then the screen dismisses itself.
import Foundation
import MemberViews
import Members
import StageKit

/// A modal screen with one field, Done and Cancel, that tells whoever presented it which.
package final class ComposeScreen: ViewController {
  /// The center this screen posts to, the default one unless a receiver gives another; it knows no receiver.
  package let center: NotificationCenter
  /// Whether this screen posts classic notifications or typed messages.
  package let style: NotificationStyle

  /// The field to type in.
  package let composeView: ComposeView

  /// The Done button, on the right of the bar.
  package lazy var doneButton = BarButtonItem(
    barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)
  /// The Cancel button, on the left of the bar.
  package lazy var cancelButton = BarButtonItem(
    barButtonSystemItem: .cancel, target: self, action: ComposeScreen.performCancel)

  /// Creates a compose screen for the value `caption` names, such as "Title".
  package init(caption: String, style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    composeView = ComposeView(caption: caption)
    self.style = style
    self.center = center
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

  /// Posts `outcome` to the center, with this screen as the sender observers filter on.
  private func send(_ outcome: ComposeOutcome) {
    let notification = ComposeNotification(outcome: outcome)
    transcript.message(from: self, to: center, style.postText(notification))
    center.post(notification, from: self, style: style)
  }
}
