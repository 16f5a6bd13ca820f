// Exercise 7's wrong fixes: ways to end a child coordinator at Back that end the wrong
// one, too many, or none.
import ExerciseChecks
import StageKit

/// The home screen of the wrong fixes' coordinators.
final class Exercise7Home: ViewController {
  init() {
    super.init(name: "HomeScreen")
  }
}

/// The screen of the buy flow, whose Done ends it; it may tell its coordinator when it disappears.
final class Exercise7BuyScreen: ViewController {
  weak var coordinator: Exercise7Buy?
  /// Called from viewDidDisappear(_:), for the wrong fix that ends the child there.
  var onDisappear: (@MainActor (Exercise7BuyScreen) -> Void)?

  init() {
    super.init(name: "BuyScreen")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      barButtonSystemItem: .done, target: self, action: Exercise7BuyScreen.doneTapped)
  }

  func doneTapped() {
    coordinator?.finish()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    onDisappear?(self)
  }
}

/// A coordinator, as the wrong fixes' parent keeps its children.
@MainActor
protocol Exercise7Coordinator: AnyObject {}

/// The child coordinator of the buy flow.
@MainActor
final class Exercise7Buy: Exercise7Coordinator {
  let navigationController: NavigationController
  weak var parent: Exercise7Main?
  weak var screen: Exercise7BuyScreen?

  init(navigationController: NavigationController) {
    self.navigationController = navigationController
    Leftovers.note(self)
  }

  func start() {
    let screen = Exercise7BuyScreen()
    screen.coordinator = self
    self.screen = screen
    navigationController.pushViewController(screen, animated: true)
  }

  /// Done: tells the parent first, then pops the screen.
  func finish() {
    parent?.childDidFinish(self)
    navigationController.popViewController(animated: true)
  }
}

/// A parent coordinator that notices Back through the navigation delegate, as the fixed
/// exercise does; each wrong fix changes how it ends a child.
class Exercise7Main: CoordinatorSubject, NavigationControllerDelegate {
  var childCoordinators: [any Exercise7Coordinator] = []
  let navigationController: NavigationController

  required init(navigationController: NavigationController) {
    self.navigationController = navigationController
    Leftovers.note(self)
  }

  func start() {
    navigationController.delegate = self
    navigationController.pushViewController(Exercise7Home(), animated: false)
  }

  func buySubscription() {
    let child = Exercise7Buy(navigationController: navigationController)
    child.parent = self
    childCoordinators.append(child)
    child.start()
  }

  /// Removes a child that has finished, by identity.
  func childDidFinish(_ child: Exercise7Buy?) {
    childCoordinators.removeAll { $0 === child }
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
      !navigationController.viewControllers.contains(where: { $0 === from })
    else { return }
    popped(from, showing: viewController)
  }

  /// Called when `screen` was popped and `shown` is on top.
  func popped(_ screen: ViewController, showing shown: ViewController) {
    if let buy = screen as? Exercise7BuyScreen { childDidFinish(buy.coordinator) }
  }
}

/// Removing every child of the type at Back: right with one child, wrong with two.
enum RemoveByType {
  final class MainCoordinator: Exercise7Main {
    override func popped(_ screen: ViewController, showing shown: ViewController) {
      if screen is Exercise7BuyScreen {
        childCoordinators.removeAll { $0 is Exercise7Buy }  // the wrong fix: every BuyCoordinator
      }
    }
  }
}

/// Ending a child when its screen disappears, which also happens when another screen covers it.
enum RemoveChildOnDisappear {
  final class MainCoordinator: Exercise7Main {
    override func buySubscription() {
      super.buySubscription()
      (childCoordinators.last as? Exercise7Buy)?.screen?.onDisappear = { [weak self] screen in
        self?.childDidFinish(screen.coordinator)  // the wrong fix: covered is not finished
      }
    }

    override func popped(_ screen: ViewController, showing shown: ViewController) {}
  }
}

/// Removing all children when the home screen shows again: nothing ends while one child's screen is left.
enum RemoveAllOnHome {
  final class MainCoordinator: Exercise7Main {
    override func popped(_ screen: ViewController, showing shown: ViewController) {
      if shown is Exercise7Home { childCoordinators.removeAll() }  // the wrong fix
    }
  }
}

/// Clearing the old children when a new Buy starts: the first child goes while its screen is still up.
enum ClearBeforeBuy {
  final class MainCoordinator: Exercise7Main {
    override func buySubscription() {
      childCoordinators.removeAll()  // the wrong fix
      super.buySubscription()
    }
  }
}

/// Removing the last child at Back, by position: right while the flow that ends is always
/// the last one started, wrong once a Done has already removed its own child by identity.
enum RemoveLast {
  final class MainCoordinator: Exercise7Main {
    override func popped(_ screen: ViewController, showing shown: ViewController) {
      if screen is Exercise7BuyScreen, !childCoordinators.isEmpty {
        childCoordinators.removeLast()  // the wrong fix: the last one, whoever finished
      }
    }
  }
}
