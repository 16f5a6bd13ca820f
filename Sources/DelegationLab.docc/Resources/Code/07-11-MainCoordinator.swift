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

/// Removes `child` from `childCoordinators`; nothing else keeps it, so it is released.
public func childDidFinish(_ child: any Coordinator) {
  childCoordinators.removeAll { $0 === child }
}

/// Notices Back: when a pop leaves a child's screen, that child's flow is over.
public func navigationController(
  _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
) {
  // A push also calls didShow; only after a pop is the "from" screen off the stack.
  guard let popped = navigationController.transitionCoordinator?.viewController(forKey: .from),
    !navigationController.viewControllers.contains(where: { $0 === popped })
  else { return }
  transcript.message(from: navigationController, to: self, "didShow(\(viewController.transcriptName))")
  // The popped screen names the child that pushed it. No child, or one already
  // removed (its Done button popped the screen), means there is nothing to do.
  guard let child = (popped as? any CoordinatedScreen)?.coordinator,
    childCoordinators.contains(where: { $0 === child })
  else { return }
  transcript.message(from: self, to: child, "finish(.back)")
  child.finish(.back)
}
