/// The receiver of a sender screen's required information.
@MainActor
public protocol AskingSenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo)
}

/// A receiver that also wants the optional information.
@MainActor
public protocol AskingSenderOptionalDelegate: AskingSenderDelegate {
  /// Tells the delegate the optional information.
  func senderScreen(_ sender: AskingSenderScreen, didSendOptionalInfo info: SenderInfo)
}

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

extension ReceiverScreen: AskingSenderOptionalDelegate {
  public func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }

  public func senderScreen(_ sender: AskingSenderScreen, didSendOptionalInfo info: SenderInfo) {
    receive(.optional(info))
  }
}

extension RequiredOnlyReceiverScreen: AskingSenderDelegate {
  public func senderScreen(_ sender: AskingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }
}
