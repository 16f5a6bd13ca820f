// Exercise 7 (Lesson 7): a parent coordinator starts a child for the buy flow and never
// removes it when the user goes Back, so every visit leaves one more child alive. Passing
// means each Back ends the child that finished, and only that one: the check also starts a
// second Buy from the first, so that two children of the same type are alive at once.
import LeakCheck
import StageKit

/// The check of exercise 7.
enum CoordinatorCheck {
  @MainActor
  static func run(_ type: any CoordinatorSubject.Type, _ context: CheckContext) async {
    let words = Words.Coordinator.self
    let watch = LeakWatch()
    do {
      let navigation = NavigationController(rootViewController: ViewController(name: "LaunchScreen"))
      let coordinator = type.init(navigationController: navigation)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(coordinator, as: "MainCoordinator")
      coordinator.start()
      for visit in [Words.Coordinator.Visit.first, .second] {
        guard await buyAndGoBack(coordinator, navigation, visit: visit, context) else { return }
      }
      guard await twoAtOnce(coordinator, navigation, context) else { return }
    }
    context.step(words.stepClose)
    _ = await LifetimeVerdict.expectReleased(
      watch, after: Words.Lifetime.sceneClosed, hint: words.closeHint, context)
  }

  /// Starts the buy flow, taps Back, and records a problem unless the child is gone.
  @MainActor
  private static func buyAndGoBack(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, visit: Words.Coordinator.Visit,
    _ context: CheckContext
  ) async -> Bool {
    let watch = LeakWatch()
    context.step(Words.Coordinator.stepBuy(visit))
    // The child and its screen are named only inside this block, so that only the stack holds them.
    do {
      guard let (child, screen) = buy(coordinator, navigation, expecting: 1, context) else { return false }
      watch.watch(child, as: "BuyCoordinator")
      watch.watch(screen, as: "BuyScreen")
    }
    context.step(Words.Coordinator.stepBack)
    return await goBack(coordinator, navigation, watch, context)
  }

  /// Starts a second Buy from the first BuyScreen, then goes Back twice, one child at a time.
  @MainActor
  private static func twoAtOnce(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, _ context: CheckContext
  ) async -> Bool {
    let words = Words.Coordinator.self
    let watch = LeakWatch()
    context.step(words.stepTwoAtOnce)
    weak var first: AnyObject?
    do {
      guard let (one, oneScreen) = buy(coordinator, navigation, expecting: 1, context),
        let (two, twoScreen) = buy(coordinator, navigation, expecting: 2, context)
      else { return false }
      first = one
      watch.watch(one, as: "BuyCoordinator (first)")
      watch.watch(oneScreen, as: "BuyScreen (first)")
      watch.watch(two, as: "BuyCoordinator (second)")
      watch.watch(twoScreen, as: "BuyScreen (second)")
    }
    context.step(words.stepBackFromSecond)
    navigation.tapBackButton()
    let left = coordinator.childCoordinators.count
    guard left == 1, coordinator.childCoordinators.first.map({ $0 as AnyObject }) === first else {
      context.fail(left == 0 ? words.bothRemoved : left == 1 ? words.wrongOneRemoved : words.noneRemoved)
      return false
    }
    context.step(words.stepBackFromFirst)
    return await goBack(coordinator, navigation, watch, context)
  }

  /// Calls `buySubscription()` and returns the new child and its screen, or records why there are none.
  @MainActor
  private static func buy(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, expecting children: Int,
    _ context: CheckContext
  ) -> (AnyObject, ViewController)? {
    let before = navigation.viewControllers.count
    coordinator.buySubscription()
    let count = coordinator.childCoordinators.count
    guard count == children, let child = coordinator.childCoordinators.last,
      navigation.viewControllers.count == before + 1, let screen = navigation.topViewController
    else {
      let screens = navigation.viewControllers.count
      context.fail(Words.Coordinator.afterBuy(children: count, screens: screens, expected: children))
      return nil
    }
    return (child as AnyObject, screen)
  }

  /// Taps Back, then expects no child left and everything `watch` watches to be gone.
  @MainActor
  private static func goBack(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, _ watch: LeakWatch,
    _ context: CheckContext
  ) async -> Bool {
    let words = Words.Coordinator.self
    navigation.tapBackButton()
    let children = coordinator.childCoordinators.count
    guard children == 0 else {
      context.fail(words.childrenLeft(children))
      return false
    }
    return await LifetimeVerdict.expectReleased(watch, after: words.afterBack, hint: words.backHint, context)
  }
}
