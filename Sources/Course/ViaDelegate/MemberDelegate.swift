// The delegate pattern: the detail screen (the sender) does not know who shows the list;
// it knows only that someone conforms to this protocol and wants to hear about saves.
import Members

// snippet: protocol
/// The receiver of a detail screen's saves: adds new members and updates edited ones.
///
/// `AnyObject` makes this a class-only protocol, which is what lets the sender hold its
/// delegate `weak`: only a class instance can be referenced weakly.
@MainActor
package protocol MemberDelegate: AnyObject {
  /// Adds a member the user has just created.
  func addNewMember(_ member: Member)
  /// Replaces the member at row `index` with the edited `member`.
  func update(index: Int, _ member: Member)
}
// end snippet
