/// How a compose screen ended: the compose exchange's payload, the same in every mechanism.
///
/// Done delivers the field's text; Cancel delivers nothing. A delegate receives it as two
/// methods; a closure, a stream, a notification or an observed state carries it as this one
/// value.
package enum ComposeOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Done was tapped; the field's text, which may be empty. UIKit's text is optional.
  case done(String?)
  /// Cancel was tapped: there is no value.
  case cancelled

  /// The outcome as the transcript shows it: `done("Hello")`, `cancelled`.
  package var description: String {
    switch self {
    case .done(let value?): "done(\"\(value)\")"
    case .done(nil): "done(nil)"
    case .cancelled: "cancelled"
    }
  }
}
