import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import Coordinators
@testable import CoordinatorsMistakes

@Suite("The two coordinator mistakes")
@MainActor
struct MistakeTests {
  @Test("A parent that never removes its children keeps three BuyCoordinators after three round trips")
  func neverRemovedChildrenStayAlive() throws {
    let navigation = NavigationController()
    let main = CoordinatorsMistakes.MainCoordinator(navigationController: navigation)
    main.start()
    let watch = LeakWatch()
    for _ in 1...3 {
      let home = try #require(navigation.topViewController as? HomeScreen)
      home.buyButton.tap()
      try watch.watch(#require(main.childCoordinators.last))
      navigation.tapBackButton()
    }
    #expect(navigation.delegate == nil)
    #expect(main.childCoordinators.count == 3)
    #expect(watch.report().survivorLabels == ["BuyCoordinator", "BuyCoordinator", "BuyCoordinator"])
    // Not a cycle, though Mirror draws one: it cannot tell that parentCoordinator is weak.
    #expect(
      watch.report().cycles.first?.description
        == "BuyCoordinator.parentCoordinator → MainCoordinator.childCoordinators[0] → BuyCoordinator")
    // Each finished child is still waiting for a parent that will never let it go.
    #expect(
      main.childCoordinators.map { ($0 as? Coordinators.BuyCoordinator)?.state } == [.running, .running, .running])
    main.childCoordinators.removeAll()  // clean up: what childDidFinish should have done
    watch.expectAllReleased()
  }

  @Test("A strong parentCoordinator is a cycle, reported by name, when the app lets go of the parent")
  func strongParentIsACycle() throws {
    let watch = LeakWatch()
    weak var leakedChild: CoordinatorsMistakes.BuyCoordinator?
    weak var leakedNavigation: NavigationController?
    do {
      let scene = CoordinatorScene()
      let child = CoordinatorsMistakes.BuyCoordinator(navigationController: scene.navigation)
      scene.main.startChild(child)
      watch.watch(child)
      watch.watch(scene.main)
      leakedChild = child
      leakedNavigation = scene.navigation
    }
    // The app let go of its main coordinator (the user signed out) while the buy flow ran.
    let report = watch.report()
    #expect(report.survivorLabels == ["BuyCoordinator", "MainCoordinator"])
    #expect(
      report.cycles.map(\.description) == [
        "BuyCoordinator.parentCoordinator → MainCoordinator.childCoordinators[0] → BuyCoordinator"
      ])
    #expect(leakedNavigation != nil, "the cycle keeps the navigation controller and its screens too")
    leakedChild?.parentCoordinator = nil  // break the cycle: everything is released
    watch.expectAllReleased()
    #expect(leakedNavigation == nil)
  }
}
