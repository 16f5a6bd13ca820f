// Technique 1: the optional method is a requirement with a default implementation.
// Because the protocol declares it, the call is dispatched dynamically: a receiver that
// implements it is called, and a receiver that does not gets the extension's default.
// The sender needs no check at all: every receiver responds, one way or the other.
import StageKit

// snippet: protocol
/// The receiver of a sender screen's information, with a default for the optional part.
@MainActor
package protocol DefaultingSenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo)
  /// Tells the delegate the optional information; the extension below implements it for
  /// receivers that do not.
  func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo)
}

extension DefaultingSenderDelegate {
  /// Ignores the optional information: what a receiver without its own version gets.
  package func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo) {
    sender.transcript.record(
      .note("\(Transcript.name(of: self)) has no didSendOptionalInfo: the default ran, doing nothing"))
  }
}
// end snippet

/// A sender screen whose optional method has a default implementation.
package final class DefaultingSenderScreen: ViewController {
  /// The receiver, held weakly: it presented this screen.
  package weak var delegate: (any DefaultingSenderDelegate)?

  /// What going back sends.
  package let requiredInfo: SenderInfo
  /// What going back sends to a receiver that wants it.
  package let optionalInfo: SenderInfo
  /// The view showing both.
  package let senderView: SenderView

  /// The "‹ Back" button, on the left of the bar.
  package lazy var backButton = BarButtonItem(title: "‹ Back", target: self, action: DefaultingSenderScreen.goBack)

  /// Creates a sender screen for the given information; the seed's by default.
  package init(required: SenderInfo = .sampleRequired, optional: SenderInfo = .sampleOptional) {
    requiredInfo = required
    optionalInfo = optional
    senderView = SenderView(required: required, optional: optional)
    super.init()
    title = "Sender"
  }

  package override func loadView() {
    view = senderView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = backButton
  }

  // snippet: go-back
  /// Tells the delegate both pieces of information, then dismisses.
  func goBack() {
    transcript.message(from: self, to: delegate, "didSendRequiredInfo(\(requiredInfo))")
    delegate?.senderScreen(self, didSendRequiredInfo: requiredInfo)
    // No check: the receiver's own version runs if it has one, the default otherwise.
    transcript.message(from: self, to: delegate, "didSendOptionalInfo(\(optionalInfo))")
    delegate?.senderScreen(self, didSendOptionalInfo: optionalInfo)
    dismiss(animated: true)
  }
  // end snippet
}

// snippet: receivers
extension ReceiverScreen: DefaultingSenderDelegate {
  package func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }

  package func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo) {
    receive(.optional(info))
  }
}

extension RequiredOnlyReceiverScreen: DefaultingSenderDelegate {
  package func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }
}
// end snippet
