/// The running flows.
///
/// This array is what keeps each child coordinator alive.
public var childCoordinators: [any Coordinator] = []
/// The stack every flow pushes onto; the app's window shows it.
public let navigationController: NavigationController

/// Becomes the navigation controller's delegate, so it hears about Back, and shows home.
public func start() {
  navigationController.delegate = self
  let home = HomeScreen()
  home.coordinator = self
  navigationController.pushViewController(home, animated: false)
}
