/// How a compose screen ended: the compose exchange's payload, the same in every mechanism.
///
/// Done delivers the field's text; Cancel delivers nothing. A delegate receives it as two
/// methods, a closure or a stream as one value, a notification in its payload.
public enum ComposeOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Done was tapped; the field's text, which may be empty. UIKit's text is optional.
  case done(String?)
  /// Cancel was tapped: there is no value.
  case cancelled

  /// The text the value screen shows for this outcome.
  public var description: String {
    switch self {
    case .done(let value?) where !value.isEmpty: value
    case .done: "(empty)"
    case .cancelled: "Cancelled"
    }
  }
}
