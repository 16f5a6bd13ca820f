/// How a compose screen ended: with a value (Done), or cancelled.
public enum ComposeOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Done was tapped; the field's text, which may be empty. UIKit's text is optional.
  case input(String?)
  /// Cancel was tapped: nothing is delivered.
  case cancelled

  /// The text the value screen shows for this outcome.
  public var description: String {
    switch self {
    case .input(let value?) where !value.isEmpty: value
    case .input: "(empty)"
    case .cancelled: "Cancelled"
    }
  }
}
