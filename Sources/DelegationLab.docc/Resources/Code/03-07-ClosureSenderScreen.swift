/// Receives the required information; the initializer demands it.
public let onRequiredInfo: (SenderInfo) -> Void
/// Receives the optional information; `nil` when the receiver does not want it.
public var onOptionalInfo: ((SenderInfo) -> Void)?
