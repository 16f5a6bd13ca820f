// The small protocols the checks drive. Each asks only for what the lesson's own screens
// already have, so an exercise type conforms with an empty extension.
import MemberViews
import Members
import StageKit

/// A member list screen: made with members, its "+" (the right bar button) pushes a detail
/// screen whose view is a `MemberFormView`, and Save changes `memberListManager`.
@MainActor
package protocol MemberEditingSubject: ViewController {
  /// Creates the list showing `members`.
  init(members: [Member])
  /// The members the list holds now.
  var memberListManager: MemberListManager { get }
}

/// A member list whose detail screen also reports to receivers that are not a member list.
@MainActor
package protocol OptionalMethodSubject: MemberEditingSubject {
  /// Creates a receiver that does not write `shouldAdd(_:)`, so it must accept every member.
  static func makeReceiverWithoutShouldAdd() -> any MemberReceiverSubject
  /// Creates a receiver that is not a member list and refuses every member in its own `shouldAdd(_:)`.
  static func makeReceiverThatRefuses() -> any MemberReceiverSubject
  /// Creates a receiver whose `shouldAdd(_:)` follows `rules`, a type the learner's code has never seen.
  static func makeReceiver<Rules: ReceiverRules>(following rules: Rules.Type) -> any MemberReceiverSubject
}

/// The rules of a receiver that the check makes, so that a detail screen meets a type it never saw.
@MainActor
package protocol ReceiverRules {
  /// Whether that receiver accepts `member`.
  static func shouldAdd(_ member: Member) -> Bool
}

/// A receiver of a detail screen's saves, other than the list.
@MainActor
package protocol MemberReceiverSubject: AnyObject {
  /// The members this receiver was told to add.
  var added: [Member] { get }
  /// Creates a detail screen (view: `MemberFormView`) whose delegate is this receiver.
  func makeDetailScreen() -> ViewController
}

/// A value screen whose view is a `ValueView`: each edit button presents a compose screen
/// (view: `ComposeView`; Cancel on the left of the bar, Done on the right).
@MainActor
package protocol ValueScreenSubject: ViewController {
  /// Creates the screen with neither value set.
  init()
}

/// A member list screen that adds every member that arrives on `events`.
@MainActor
package protocol StreamListSubject: ViewController {
  /// Creates the list, listening to `events` from the moment its view is loaded.
  init(events: AsyncStream<Member>)
  /// The members the list holds now.
  var memberListManager: MemberListManager { get }
}

/// A parent coordinator: `start()` shows the first screen, `buySubscription()` starts a
/// child coordinator that pushes one screen, and Done on that screen (the right bar button)
/// or Back ends the child.
@MainActor
package protocol CoordinatorSubject: AnyObject {
  /// The type of the children, usually `any Coordinator`.
  associatedtype Child
  /// Creates the coordinator for a navigation controller.
  init(navigationController: NavigationController)
  /// Shows the first screen.
  func start()
  /// Starts the child coordinator of the buy flow.
  func buySubscription()
  /// The children still running.
  var childCoordinators: [Child] { get }
}

/// A member list screen whose view is a `TableView` (or holds one), showing `roster.members` and
/// showing them again each time they change.
@MainActor
package protocol RosterListSubject: ViewController {
  /// Creates the list for a roster that outlives it.
  init(roster: MemberRoster)
}
