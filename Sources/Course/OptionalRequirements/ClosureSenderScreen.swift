// Technique 4: closures instead of a protocol. The required callback is a parameter of
// the initializer, so no sender can be made without it; the optional one is an optional
// property, and `nil` means "not wanted". The receiver captures itself weakly, which
// plays the part of the delegate's `weak`.
import StageKit

/// A sender screen that tells its receiver through closures.
package final class ClosureSenderScreen: ViewController {
  // snippet: closures
  /// Receives the required information; the initializer demands it.
  package let onRequiredInfo: (SenderInfo) -> Void
  /// Receives the optional information; `nil` when the receiver does not want it.
  package var onOptionalInfo: ((SenderInfo) -> Void)?
  // end snippet

  /// What going back sends.
  package let requiredInfo: SenderInfo
  /// What going back sends when `onOptionalInfo` is set.
  package let optionalInfo: SenderInfo
  /// The view showing both.
  package let senderView: SenderView

  /// The "‹ Back" button, on the left of the bar.
  package lazy var backButton = BarButtonItem(title: "‹ Back", target: self, action: ClosureSenderScreen.goBack)

  /// Creates a sender screen that calls `onRequiredInfo` when it goes back.
  ///
  /// - Parameters:
  ///   - required: The required information; the seed's by default.
  ///   - optional: The optional information; the seed's by default.
  ///   - onRequiredInfo: Receives the required information.
  package init(
    required: SenderInfo = .sampleRequired, optional: SenderInfo = .sampleOptional,
    onRequiredInfo: @escaping (SenderInfo) -> Void
  ) {
    requiredInfo = required
    optionalInfo = optional
    senderView = SenderView(required: required, optional: optional)
    self.onRequiredInfo = onRequiredInfo
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
  /// Calls the required closure, the optional one if it is set, then dismisses.
  func goBack() {
    transcript.record(.message(from: transcriptName, to: "closure", text: "onRequiredInfo(\(requiredInfo))"))
    onRequiredInfo(requiredInfo)
    if let onOptionalInfo {
      transcript.record(.message(from: transcriptName, to: "closure", text: "onOptionalInfo(\(optionalInfo))"))
      onOptionalInfo(optionalInfo)
    } else {
      transcript.record(.note("onOptionalInfo is nil: optional info skipped"))
    }
    dismiss(animated: true)
  }
  // end snippet
}
