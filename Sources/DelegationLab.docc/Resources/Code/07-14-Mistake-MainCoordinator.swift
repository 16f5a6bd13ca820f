/// Shows home, but never becomes the navigation controller's delegate: WRONG, Back goes unheard.
public func start() {
  let home = HomeScreen()
  home.coordinator = self
  navigationController.pushViewController(home, animated: false)
}
