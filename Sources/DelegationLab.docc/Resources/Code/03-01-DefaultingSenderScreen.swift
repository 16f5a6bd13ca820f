/// The receiver of a sender screen's information, with a default for the optional part.
@MainActor
public protocol DefaultingSenderDelegate: AnyObject {
  /// Tells the delegate the required information; every receiver must implement it.
  func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo)
  /// Tells the delegate the optional information; the extension below implements it for
  /// receivers that do not.
  func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo)
}

extension DefaultingSenderDelegate {
  /// Ignores the optional information: what a receiver without its own version gets.
  public func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo) {
    sender.transcript.record(
      .note("\(Transcript.name(of: self)) has no didSendOptionalInfo: the default ran, doing nothing"))
  }
}
