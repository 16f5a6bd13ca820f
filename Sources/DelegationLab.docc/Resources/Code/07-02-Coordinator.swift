/// An object that decides which screen comes next, and owns the coordinators it started.
@MainActor
public protocol Coordinator: AnyObject {
  /// The coordinators this one started and keeps alive while their flows run.
  var childCoordinators: [any Coordinator] { get set }
  /// The stack this coordinator pushes its screens onto.
  var navigationController: NavigationController { get }
  /// Shows this coordinator's first screen.
  func start()
}

/// A coordinator that runs one flow for its parent, and tells the parent when it is over.
@MainActor
public protocol ChildCoordinator: Coordinator {
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
public protocol CoordinatedScreen: ViewController {
  /// The child coordinator whose flow this screen is, while it is alive.
  var coordinator: (any ChildCoordinator)? { get }
}
