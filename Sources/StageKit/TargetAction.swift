// UIKit's target-action keeps the target weakly and names the method with `#selector`.
// Without the Objective-C runtime, the method is named by an unapplied method reference,
// `MemberListScreen.plusButtonTapped`, which captures nothing: the target is still held
// only weakly, so a button never keeps its screen alive.

/// A target held weakly and the method to call on it.
@MainActor
struct TargetAction {
  private weak var target: AnyObject?
  private let perform: @MainActor (AnyObject) -> Void

  init<Target: AnyObject>(_ target: Target, _ action: @escaping @MainActor (Target) -> () -> Void) {
    self.target = target
    self.perform = { object in
      // The cast cannot fail: `object` is the target stored above.
      if let target = object as? Target { action(target)() }
    }
  }

  /// The target, while it is alive.
  var currentTarget: AnyObject? { target }

  /// Calls the action on the target; does nothing once the target is gone, as UIKit does.
  func send() {
    if let target { perform(target) }
  }
}
