/// The running flows.
///
/// This array is what keeps each child coordinator alive.
public var childCoordinators: [any Coordinator] = []
/// The stack every flow pushes onto; the app's window shows it.
public let navigationController: NavigationController
