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
