// The parent. It shows the home screen, starts a child coordinator for each flow, keeps
// every running child in `childCoordinators`, and removes a child as soon as its flow is
// over, by Done (the child says so) or by Back (the navigation controller says so).
import StageKit

/// The app's top coordinator: the home screen, and the buy and create-account flows.
@MainActor
package final class MainCoordinator: ParentCoordinator, NavigationControllerDelegate, TranscriptNamed {
  // snippet: owns
  /// The running flows.
  ///
  /// This array is what keeps each child coordinator alive.
  package var childCoordinators: [any Coordinator] = []
  /// The stack every flow pushes onto; the app's window shows it.
  package let navigationController: NavigationController
  // end snippet

  package nonisolated let transcriptName = "MainCoordinator"
  private nonisolated let transcript = Transcript.current

  /// Creates the coordinator for `navigationController`; call `start()` to show the home screen.
  package init(navigationController: NavigationController) {
    self.navigationController = navigationController
  }

  deinit {
    transcript.record(.released(transcriptName))
  }

  // snippet: start
  /// Becomes the navigation controller's delegate, so it hears about Back, and shows home.
  package func start() {
    navigationController.delegate = self
    let home = HomeScreen()
    home.coordinator = self
    navigationController.pushViewController(home, animated: false)
  }
  // end snippet

  // snippet: buy
  /// Starts the buy flow as a new child coordinator.
  package func buySubscription() {
    // Named with its module, so that this file's twin in Mistakes/ starts this child too.
    startChild(Coordinators.BuyCoordinator(navigationController: navigationController))
  }

  /// Makes `child` one of this coordinator's children and starts it.
  package func startChild(_ child: any ChildCoordinator) {
    child.parentCoordinator = self
    childCoordinators.append(child)
    transcript.message(from: self, to: child, "start()")
    child.start()
  }
  // end snippet

  /// Starts the create-account flow as a new child coordinator, on top of whatever is showing.
  package func createAccount() {
    startChild(CreateAccountCoordinator(navigationController: navigationController))
  }

  // snippet: child-did-finish
  /// Removes `child` from `childCoordinators`; nothing else keeps it, so it is released.
  package func childDidFinish(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }
  // end snippet
}

extension MainCoordinator {
  // snippet: did-show
  /// Notices Back: when a pop leaves a child's screen, that child's flow is over.
  package func navigationController(
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
  // end snippet
}
