// Exercise 7 (Lesson 7): a parent coordinator starts a child for the buy flow and never
// removes it when the user goes Back, so every visit leaves one more child alive. Passing
// means each flow's end, by Done (the child tells its parent) or by ‹ Back (the navigation
// controller tells its delegate), removes the child that finished, and only that one: the
// check also starts a second Buy from the first, so that two children of the same type run
// at once, and ends them both ways, the second by Done before the first by ‹ Back. Last,
// the scene closes while two flows still run: every child and screen must go with it.
import LeakCheck
import StageKit

/// The check of exercise 7.
enum CoordinatorCheck {
  typealias Ending = Words.Coordinator.Ending

  @MainActor
  static func run(_ type: any CoordinatorSubject.Type, _ context: CheckContext) async {
    let words = Words.Coordinator.self
    let watch = LeakWatch()
    do {
      // The window's navigation controller starts empty: start() shows the first screen.
      let navigation = NavigationController()
      let coordinator = type.init(navigationController: navigation)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(coordinator, as: "MainCoordinator")
      coordinator.start()
      for (visit, ending) in [(Words.Coordinator.Visit.first, Ending.back), (.second, .done)] {
        guard await buyAndEnd(coordinator, navigation, visit: visit, by: ending, context) else { return }
      }
      for (second, first) in [(Ending.back, Ending.back), (.done, .back), (.back, .done)] {
        guard await twoAtOnce(coordinator, navigation, endingSecondBy: second, thenFirstBy: first, context)
        else { return }
      }
      context.step(words.stepCloseWithTwo)
      guard let (one, oneScreen) = buy(coordinator, navigation, expecting: 1, context),
        let (two, twoScreen) = buy(coordinator, navigation, expecting: 2, context)
      else { return }
      watch.watch(one, as: "BuyCoordinator (first)")
      watch.watch(oneScreen, as: "BuyScreen (first)")
      watch.watch(two, as: "BuyCoordinator (second)")
      watch.watch(twoScreen, as: "BuyScreen (second)")
    }
    _ = await LifetimeVerdict.expectReleased(
      watch, after: words.closedWithTwo, hint: words.closeHint, context)
  }

  /// Starts the buy flow, ends it by `ending`, and records a problem unless the child is gone.
  @MainActor
  private static func buyAndEnd(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, visit: Words.Coordinator.Visit,
    by ending: Ending, _ context: CheckContext
  ) async -> Bool {
    let watch = LeakWatch()
    context.step(Words.Coordinator.stepBuy(visit))
    // The child and its screen are named only inside this block, so that only the stack holds them.
    do {
      guard let (child, screen) = buy(coordinator, navigation, expecting: 1, context) else { return false }
      watch.watch(child, as: "BuyCoordinator")
      watch.watch(screen, as: "BuyScreen")
    }
    context.step(Words.Coordinator.stepEnd(ending))
    return await end(by: ending, coordinator, navigation, watch, context)
  }

  /// Starts a second Buy from the first BuyScreen, ends the second flow by `second`, then
  /// the first by `first`, one child at a time.
  @MainActor
  private static func twoAtOnce(
    _ coordinator: some CoordinatorSubject, _ navigation: NavigationController, endingSecondBy second: Ending,
    thenFirstBy first: Ending, _ context: CheckContext
  ) async -> Bool {
    let words = Words.Coordinator.self
    let watch = LeakWatch()
    context.step(words.stepTwoAtOnce)
    weak var firstChild: AnyObject?
    do {
      guard let (one, oneScreen) = buy(coordinator, navigation, expecting: 1, context),
        let (two, twoScreen) = buy(coordinator, navigation, expecting: 2, context)
      else { return false }
      firstChild = one
      watch.watch(one, as: "BuyCoordinator (first)")
      watch.watch(oneScreen, as: "BuyScreen (first)")
      watch.watch(two, as: "BuyCoordinator (second)")
      watch.watch(twoScreen, as: "BuyScreen (second)")
    }
    context.step(words.stepEndSecond(second))
    guard tap(second, navigation, context) else { return false }
    let left = await children(of: coordinator, until: 1)
    guard left == 1, coordinator.childCoordinators.first.map({ $0 as AnyObject }) === firstChild else {
      context.fail(
        left == 0
          ? words.bothRemoved(by: second)
          : left == 1 ? words.wrongOneRemoved(by: second) : words.noneRemoved(by: second))
      return false
    }
    context.step(words.stepEndFirst(first))
    return await end(by: first, coordinator, navigation, watch, context)
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
      let screens = navigation.viewControllers.map(\.transcriptName)
      context.fail(Words.Coordinator.afterBuy(children: count, stack: screens, expected: children))
      return nil
    }
    return (child as AnyObject, screen)
  }

  /// Taps Done on the screen on top, or ‹ Back; records a problem when there is no Done.
  @MainActor
  private static func tap(_ ending: Ending, _ navigation: NavigationController, _ context: CheckContext) -> Bool {
    switch ending {
    case .back:
      navigation.tapBackButton()
    case .done:
      guard let done = navigation.topViewController?.navigationItem.rightBarButtonItem else {
        context.fail(Words.Coordinator.noDone)
        return false
      }
      done.tap()
    }
    return true
  }

  /// Lets scheduled work run until `coordinator` has `count` children, and returns how many it has.
  @MainActor
  private static func children(of coordinator: some CoordinatorSubject, until count: Int) async -> Int {
    _ = await ScheduledWork.run(until: { coordinator.childCoordinators.count == count })
    return coordinator.childCoordinators.count
  }

  /// Ends the flow on top by `ending`, then expects no child left and everything `watch` watches to be gone.
  @MainActor
  private static func end(
    by ending: Ending, _ coordinator: some CoordinatorSubject, _ navigation: NavigationController,
    _ watch: LeakWatch, _ context: CheckContext
  ) async -> Bool {
    let words = Words.Coordinator.self
    guard tap(ending, navigation, context) else { return false }
    let children = await children(of: coordinator, until: 0)
    guard children == 0 else {
      context.fail(words.childrenLeft(children, after: ending))
      return false
    }
    return await LifetimeVerdict.expectReleased(watch, after: words.after(ending), hint: words.backHint, context)
  }
}
