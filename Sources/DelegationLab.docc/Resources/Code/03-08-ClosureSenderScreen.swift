/// Receives the required information; the initializer demands it.
public let onRequiredInfo: (SenderInfo) -> Void
/// Receives the optional information; `nil` when the receiver does not want it.
public var onOptionalInfo: ((SenderInfo) -> Void)?

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
