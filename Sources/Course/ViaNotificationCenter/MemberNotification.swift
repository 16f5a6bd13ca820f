// NotificationCenter instead of a delegate: the detail screen (the sender) posts what
// happened to a center and knows nobody; whoever observes it, with `object:` set to that
// screen, hears it. One message carries the `MemberEdit`, where MemberDelegate had two methods.
import Foundation
import Members

// snippet: names
extension Notification.Name {
  /// Posted by a detail screen on Save; `userInfo["edit"]` is the `MemberEdit`.
  package static let memberNotification = Notification.Name("memberNotification")
}
// end snippet

// snippet: messages
/// A detail screen's news that the user saved: add a member, or update one.
package struct MemberNotification: NotificationCenter.MainActorMessage, Equatable, Sendable,
  CustomStringConvertible
{
  /// Observers filter on the detail screen that posts it.
  package typealias Subject = MemberDetailScreen
  /// What the list should do: add a member, or update the one at an index.
  package let edit: MemberEdit

  /// Creates the message.
  package init(edit: MemberEdit) {
    self.edit = edit
  }

  package var description: String { "MemberNotification(\(edit))" }
}
// end snippet

// snippet: classic-wire
extension MemberNotification: ClassicMessage {
  package static let notificationName = Notification.Name.memberNotification

  package var userInfo: [AnyHashable: Any] { [UserInfoKey.edit.rawValue: edit] }

  package init(_ notification: Notification) throws(UserInfoError) {
    edit = try notification.value(for: .edit, as: MemberEdit.self)
  }
}
// end snippet
