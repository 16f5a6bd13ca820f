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
