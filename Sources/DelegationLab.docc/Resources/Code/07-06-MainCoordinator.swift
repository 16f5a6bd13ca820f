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

/// Starts the buy flow as a new child coordinator.
public func buySubscription() {
  startChild(BuyCoordinator(navigationController: navigationController))
}

/// Makes `child` one of this coordinator's children and starts it.
public func startChild(_ child: any ChildCoordinator) {
  child.parentCoordinator = self
  childCoordinators.append(child)
  transcript.message(from: self, to: child, "start()")
  child.start()
}
