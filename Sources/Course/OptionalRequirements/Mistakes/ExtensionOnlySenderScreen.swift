// Technique 2, DELIBERATELY WRONG: the optional method exists only in a protocol
// extension. A method the protocol does not declare is not a requirement, so a call
// through the protocol type is dispatched statically, to the extension's version. A
// receiver's own method of the same name compiles, looks right, and is never called.
import StageKit

// snippet: protocol
/// The receiver of a sender screen's information, with the optional part only in an extension.
@MainActor
package protocol ExtensionOnlySenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo)
  // WRONG: didSendOptionalInfo is missing here, so it is not a requirement.
}

extension ExtensionOnlySenderDelegate {
  /// Ignores the optional information; through the protocol, this runs for every receiver.
  package func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendOptionalInfo info: SenderInfo) {
    sender.transcript.record(
      .note(
        "static dispatch: the extension's didSendOptionalInfo ran, whatever \(Transcript.name(of: self)) implements"))
  }
}
// end snippet

/// A sender screen whose optional method is only in a protocol extension: the pitfall.
package final class ExtensionOnlySenderScreen: ViewController {
  /// The receiver, held weakly: it presented this screen.
  package weak var delegate: (any ExtensionOnlySenderDelegate)?

  /// What going back sends.
  package let requiredInfo: SenderInfo
  /// What going back means to send to a receiver that wants it.
  package let optionalInfo: SenderInfo
  /// The view showing both.
  package let senderView: SenderView

  /// The "‹ Back" button, on the left of the bar.
  package lazy var backButton = BarButtonItem(
    title: "‹ Back", target: self, action: ExtensionOnlySenderScreen.goBack)

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
  /// Tells the delegate the required information and means to tell it the optional one.
  func goBack() {
    transcript.message(from: self, to: delegate, "didSendRequiredInfo(\(requiredInfo))")
    delegate?.senderScreen(self, didSendRequiredInfo: requiredInfo)
    // Looks the same as technique 1, but `delegate` is `any ExtensionOnlySenderDelegate`,
    // and for that type this name means the extension's method: the receiver's is skipped.
    transcript.message(from: self, to: delegate, "didSendOptionalInfo(\(optionalInfo))")
    delegate?.senderScreen(self, didSendOptionalInfo: optionalInfo)
    dismiss(animated: true)
  }
  // end snippet
}

// snippet: receivers
extension ReceiverScreen: ExtensionOnlySenderDelegate {
  package func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }

  // Compiles without a word, and is never called through the protocol.
  package func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendOptionalInfo info: SenderInfo) {
    receive(.optional(info))
  }
}
// end snippet

extension RequiredOnlyReceiverScreen: ExtensionOnlySenderDelegate {
  package func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }
}
