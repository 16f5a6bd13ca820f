// The compose exchange's event: what the compose screen ended with. Unlike the delegate's
// messages it does not name its sender; the receiver knows which stream it is reading.

/// How a compose screen ended: Done with the typed value, or Cancel.
public enum ComposeEvent: Equatable, Sendable, CustomStringConvertible {
  /// Done was tapped with `value` in the field.
  case input(String?)
  /// Cancel was tapped: there is no value.
  case cancelled

  public var description: String {
    switch self {
    case .input(let value): "input(\"\(value ?? "")\")"
    case .cancelled: "cancelled"
    }
  }
}
