/// What this screen publishes for whoever observes it.
///
/// The screen owns its state and knows nothing of its observers: nobody needs to be
/// registered, and a strong reference back to the list never exists.
public let state = MemberEditState()
