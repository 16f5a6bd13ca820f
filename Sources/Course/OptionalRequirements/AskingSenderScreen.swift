// Technique 3: the optional method lives in a second protocol that refines the first.
// A receiver that wants the optional information conforms to both; the sender asks
// "does my receiver conform?" with `as?` before it calls, which is the closest Swift has
// to Objective-C's `respondsToSelector:`. Unlike a selector, the question is checked
// by the compiler: a misspelled method cannot satisfy the protocol.
import StageKit

// snippet: protocol
/// The receiver of a sender screen's required information.
@MainActor
package protocol AskingSenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo)
}

/// A receiver that also wants the optional information.
@MainActor
package protocol AskingSenderOptionalDelegate: AskingSenderDelegate {
  /// Tells the delegate the optional information.
  func senderScreen(_ sender: AskingSenderScreen, didSendOptionalInfo info: SenderInfo)
}
// end snippet

/// A sender screen that asks its receiver whether it wants the optional information.
package final class AskingSenderScreen: ViewController {
  /// The receiver, held weakly: it presented this screen.
  package weak var delegate: (any AskingSenderDelegate)?

  /// What going back sends.
  package let requiredInfo: SenderInfo
  /// What going back sends to a receiver that wants it.
  package let optionalInfo: SenderInfo
  /// The view showing both.
  package let senderView: SenderView

  /// The "‹ Back" button, on the left of the bar.
  package lazy var backButton = BarButtonItem(title: "‹ Back", target: self, action: AskingSenderScreen.goBack)

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
  /// Tells the delegate the required information, the optional one if it wants it, then dismisses.
  func goBack() {
    transcript.message(from: self, to: delegate, "didSendRequiredInfo(\(requiredInfo))")
    delegate?.senderScreen(self, didSendRequiredInfo: requiredInfo)
    // respondsToSelector:, in Swift: does the receiver conform to the refining protocol?
    if let wanting = delegate as? any AskingSenderOptionalDelegate {
      transcript.message(from: self, to: wanting, "didSendOptionalInfo(\(optionalInfo))")
      wanting.senderScreen(self, didSendOptionalInfo: optionalInfo)
    } else {
      let reason = delegate.map { "\(Transcript.name(of: $0)) is not an AskingSenderOptionalDelegate" }
      transcript.record(.note("\(reason ?? "no receiver"): optional info skipped"))
    }
    dismiss(animated: true)
  }
  // end snippet
}

// snippet: receivers
extension ReceiverScreen: AskingSenderOptionalDelegate {
  package func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }

  package func senderScreen(_ sender: AskingSenderScreen, didSendOptionalInfo info: SenderInfo) {
    receive(.optional(info))
  }
}

extension RequiredOnlyReceiverScreen: AskingSenderDelegate {
  package func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }
}
// end snippet
