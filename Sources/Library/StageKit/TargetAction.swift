// UIKit's target-action keeps the target weakly and names the method with `#selector`.
// Without the Objective-C runtime, the method is named by an unapplied method reference,
// `MemberListScreen.plusButtonTapped`, which captures nothing: the target is still held
// only weakly, so a button never keeps its screen alive.

/// A target held weakly, the method to call on it, and the events that call it.
@MainActor
struct TargetAction {
  private weak var target: AnyObject?
  private let perform: @MainActor (AnyObject, AnyObject) -> Void
  /// The control events that send this action.
  let events: Control.Event

  init<Target: AnyObject>(
    _ target: Target, events: Control.Event = .touchUpInside, _ action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.target = target
    self.events = events
    self.perform = { object, _ in
      // The cast cannot fail: `object` is the target stored above.
      if let target = object as? Target { action(target)() }
    }
  }

  init<Target: AnyObject, Sender>(
    _ target: Target, events: Control.Event, _ action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.target = target
    self.events = events
    self.perform = { object, sender in
      // A sender of another type than the method takes is not sent, as no UIKit control would.
      if let target = object as? Target, let sender = sender as? Sender { action(target)(sender) }
    }
  }

  /// The target, while it is alive.
  var currentTarget: AnyObject? { target }

  /// Calls the action on the target; does nothing once the target is gone, as UIKit does.
  func send(from sender: AnyObject) {
    if let target { perform(target, sender) }
  }
}
