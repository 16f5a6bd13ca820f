// The compose exchange with NotificationCenter: the compose screen posts how it ended, with
// `object:` set to itself, and the value screen tells two composers apart by which one it
// observes, not by an argument.
import Foundation
import Members

extension Notification.Name {
  /// Posted by a compose screen on Done or Cancel; `userInfo["outcome"]` is the `ComposeOutcome`.
  package static let composeNotification = Notification.Name("composeNotification")
}

/// A compose screen's news that the user tapped Done, with the value, or Cancel.
package struct ComposeNotification: NotificationCenter.MainActorMessage, Equatable, Sendable,
  CustomStringConvertible
{
  /// Observers filter on the compose screen that posts it.
  package typealias Subject = ComposeScreen
  /// How the compose screen ended: the typed value, or `.cancelled`.
  package let outcome: ComposeOutcome

  /// Creates the message.
  package init(outcome: ComposeOutcome) {
    self.outcome = outcome
  }

  package var description: String { "ComposeNotification(\(outcome))" }
}

extension ComposeNotification: ClassicMessage {
  package static let notificationName = Notification.Name.composeNotification

  package var userInfo: [AnyHashable: Any] { [UserInfoKey.outcome.rawValue: outcome] }

  package init(_ notification: Notification) throws(UserInfoError) {
    outcome = try notification.value(for: .outcome, as: ComposeOutcome.self)
  }
}
