// A coordinator takes screen-to-screen navigation out of the screens. A screen says
// "the user wants to buy"; its coordinator decides what comes next and pushes it. A
// coordinator that hands a whole flow to a child keeps that child alive in
// `childCoordinators`, and must remove it when the flow is over.
import StageKit

// snippet: protocol
/// An object that decides which screen comes next, and owns the coordinators it started.
@MainActor
package protocol Coordinator: AnyObject {
  /// The coordinators this one started and keeps alive while their flows run.
  var childCoordinators: [any Coordinator] { get set }
  /// The stack this coordinator pushes its screens onto.
  var navigationController: NavigationController { get }
  /// Shows this coordinator's first screen.
  func start()
}
// end snippet

/// What the home screen and the child coordinators may ask of the coordinator above them.
@MainActor
package protocol ParentCoordinator: Coordinator {
  /// Starts the buy flow as a new child.
  func buySubscription()
  /// Starts the create-account flow as a new child.
  func createAccount()
  /// Lets `child` go: removes it from `childCoordinators`, found by identity.
  func childDidFinish(_ child: any Coordinator)
}

// snippet: child-protocol
/// A coordinator that runs one flow for its parent, and tells the parent when it is over.
@MainActor
package protocol ChildCoordinator: Coordinator {
  /// The coordinator that started this one.
  ///
  /// Declare it `weak`: the parent already owns the child, and a protocol cannot say so.
  var parentCoordinator: (any ParentCoordinator)? { get set }
  /// Where this child's flow is.
  var state: FlowState { get }
  /// Ends the flow and tells the parent; `.done` also pops the flow's screen.
  func finish(_ ending: FlowEnding)
}

/// A screen pushed by a child coordinator, which it names weakly.
///
/// When the user taps Back, this is how the parent learns which child the popped screen
/// belonged to.
@MainActor
package protocol CoordinatedScreen: ViewController {
  /// The child coordinator whose flow this screen is, while it is alive.
  var coordinator: (any ChildCoordinator)? { get }
}
// end snippet
