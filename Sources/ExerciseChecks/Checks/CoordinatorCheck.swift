// Exercise 7 (Lesson 7): a parent coordinator starts a child for the buy flow and never
// removes it when the user goes Back, so every visit leaves one more child alive.
import LeakCheck
import StageKit

/// The check of exercise 7.
enum CoordinatorCheck {
  @MainActor
  static func run(_ type: any CoordinatorSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    do {
      let navigation = NavigationController(rootViewController: ViewController(name: "LaunchScreen"))
      let coordinator = type.init(navigationController: navigation)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(coordinator, as: "MainCoordinator")
      coordinator.start()
      for visit in ["first", "second"] {
        guard buyAndGoBack(coordinator, navigation, visit: visit, context) else { return }
      }
    }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed", hint: "A child points at its parent only weakly.", context)
  }

  /// Starts the buy flow, taps Back, and records a problem unless the child is gone.
  @MainActor
  private static func buyAndGoBack(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, visit: String,
    _ context: CheckContext
  ) -> Bool {
    let watch = LeakWatch()
    let before = navigation.viewControllers.count
    context.step("tap Buy (\(visit) time): buySubscription() starts a BuyCoordinator")
    coordinator.buySubscription()
    // The child and its screen are named only inside this block, so that only the stack holds them.
    do {
      guard let child = coordinator.childCoordinators.last, navigation.viewControllers.count == before + 1,
        let screen = navigation.topViewController
      else {
        context.fail(
          "After buySubscription(), MainCoordinator has \(coordinator.childCoordinators.count) children and "
            + "the stack has \(navigation.viewControllers.count) screens.",
          "buySubscription() should append a BuyCoordinator to childCoordinators and start it, pushing BuyScreen.")
        return false
      }
      watch.watch(child as AnyObject, as: "BuyCoordinator")
      watch.watch(screen, as: "BuyScreen")
    }
    return goBack(coordinator, navigation, watch, context)
  }

  /// Taps Back, then expects the child and its screen to be gone.
  @MainActor
  private static func goBack(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, _ watch: LeakWatch,
    _ context: CheckContext
  ) -> Bool {
    context.step("tap ‹ Back on BuyScreen")
    navigation.tapBackButton()
    let children = coordinator.childCoordinators.count
    guard children == 0 else {
      context.fail(
        "After ‹ Back, MainCoordinator.childCoordinators still holds \(children) "
          + (children == 1 ? "child" : "children") + ": BuyCoordinator is still alive, and every Buy adds one more.",
        "Who notices Back, and who then calls childDidFinish(_:)?")
      return false
    }
    return LifetimeVerdict.expectReleased(
      watch.report(), after: "‹ Back", hint: "Once removed from childCoordinators, nothing should hold it.", context)
  }
}
