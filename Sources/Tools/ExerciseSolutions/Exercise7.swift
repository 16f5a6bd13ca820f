// Solution to exercise 7 · The child coordinator nobody removes (Lesson 7)
//
// MainCoordinator starts a BuyCoordinator for each Buy and has a childDidFinish(_:) that
// removes it. Done on BuyScreen ends a flow through it, but after ‹ Back the child stays in
// childCoordinators, one more each time. Make ‹ Back remove the child whose screen was
// left, and only that one: a second Buy may be started from the first, and each flow may
// end by Done or by ‹ Back.
import ExerciseChecks
import StageKit

/// Exercise 7's coordinators and screens.
enum Exercise7 {}

extension Exercise7 {
  /// An object that decides which screen comes next, and owns the coordinators it started.
  @MainActor
  protocol Coordinator: AnyObject {
    /// The coordinators this one started and that are still running.
    var childCoordinators: [any Coordinator] { get set }
    /// The stack this coordinator pushes its screens on.
    var navigationController: NavigationController { get }
    /// Shows this coordinator's first screen.
    func start()
  }

  /// The first screen: one button, Buy.
  final class HomeScreen: ViewController {
    /// The coordinator that decides what Buy shows.
    weak var coordinator: MainCoordinator?
  }

  /// The screen of the buy flow: Done, on the right of the bar, ends it.
  final class BuyScreen: ViewController {
    /// The coordinator of the buy flow.
    weak var coordinator: BuyCoordinator?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Subscribe"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .done, target: self, action: BuyScreen.doneTapped)
    }

    func doneTapped() {
      coordinator?.finish()
    }
  }

  /// The app's coordinator: shows the home screen and starts the buy flow as a child.
  final class MainCoordinator: Coordinator, NavigationControllerDelegate {
    var childCoordinators: [any Coordinator] = []
    let navigationController: NavigationController

    /// Creates the coordinator for a navigation controller.
    init(navigationController: NavigationController) {
      self.navigationController = navigationController
    }

    func start() {
      navigationController.delegate = self  // the fix: now Back is noticed in didShow
      let home = HomeScreen()
      home.coordinator = self
      navigationController.pushViewController(home, animated: false)
    }

    /// Starts the buy flow as a child coordinator.
    func buySubscription() {
      let child = BuyCoordinator(navigationController: navigationController)
      child.parentCoordinator = self
      childCoordinators.append(child)
      child.start()
    }

    /// Removes a child that has finished.
    func childDidFinish(_ child: (any Coordinator)?) {
      childCoordinators.removeAll { $0 === child }
    }

    /// Notices Back: when BuyScreen was popped, its coordinator has finished.
    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
      guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
        !navigationController.viewControllers.contains(where: { $0 === from })
      else { return }
      if let buyScreen = from as? BuyScreen {
        childDidFinish(buyScreen.coordinator)
      }
    }
  }

  /// The child coordinator of the buy flow.
  final class BuyCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    let navigationController: NavigationController
    /// The coordinator that started this one.
    weak var parentCoordinator: MainCoordinator?

    /// Creates the coordinator for a navigation controller.
    init(navigationController: NavigationController) {
      self.navigationController = navigationController
    }

    func start() {
      let screen = BuyScreen()
      screen.coordinator = self
      navigationController.pushViewController(screen, animated: true)
    }

    /// Ends the flow by Done: tells the parent first, then pops the screen.
    func finish() {
      parentCoordinator?.childDidFinish(self)
      navigationController.popViewController(animated: true)
    }
  }
}

// The Coach drives your coordinator through this conformance; you do not need to change it.
extension Exercise7.MainCoordinator: CoordinatorSubject {}
