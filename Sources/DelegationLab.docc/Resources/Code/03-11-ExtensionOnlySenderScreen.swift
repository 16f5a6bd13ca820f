/// The receiver of a sender screen's information, with the optional part only in an extension.
@MainActor
public protocol ExtensionOnlySenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo)
  // WRONG: didSendOptionalInfo is missing here, so it is not a requirement.
}

extension ExtensionOnlySenderDelegate {
  /// Ignores the optional information; through the protocol, this runs for every receiver.
  public func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendOptionalInfo info: SenderInfo) {
    sender.transcript.record(
      .note(
        "static dispatch: the extension's didSendOptionalInfo ran, whatever \(Transcript.name(of: self)) implements"))
  }
}

extension ReceiverScreen: ExtensionOnlySenderDelegate {
  public func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo) {
    receive(.required(info))
  }

  // Compiles without a word, and is never called through the protocol.
  public func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendOptionalInfo info: SenderInfo) {
    receive(.optional(info))
  }
}
