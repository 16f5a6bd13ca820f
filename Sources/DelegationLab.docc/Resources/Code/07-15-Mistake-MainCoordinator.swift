/// Shows home, but never becomes the navigation controller's delegate: WRONG, Back goes unheard.
public func start() {
  let home = HomeScreen()
  home.coordinator = self
  navigationController.pushViewController(home, animated: false)
}

/// Hears that a child is done, and keeps it anyway: WRONG, nothing else would let it go.
public func childDidFinish(_ child: any Coordinator) {}
