// Runs seed 004's listing: the main coordinator starts, Buy starts a child coordinator,
// Back pops its screen. The child is never removed, as the post warns; when the app lets
// go of the main coordinator, the weak parentCoordinator means no cycle keeps them.
import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@Suite("Seed 004 ported: a child coordinator with a weak parent", .leakCheck)
struct CoordinatorFlowTests {
  init() {
    // The storyboard's two scenes, as the Main storyboard file would hold them.
    UIStoryboard.registerScene(withIdentifier: "ViewController") { ViewController() }
    UIStoryboard.registerScene(withIdentifier: "BuyViewController") { BuyViewController() }
  }

  @Test("start() pushes the main screen; Buy starts the child, which pushes the buy screen")
  func buyStartsTheChild() throws {
    let navigation = UINavigationController()
    let coordinator = MainCoordinator(navigationController: navigation)
    coordinator.start()
    let home = try #require(navigation.topViewController as? ViewController)
    home.buyButton.tap()
    let child = try #require(coordinator.childCoordinators.first as? BuyCoordinator)
    #expect(child.parentCoordinator === coordinator)
    #expect((navigation.topViewController as? BuyViewController)?.coordinator === child)
  }

  @Test("After Back the child coordinator stays alive, as the post warns; the parent's release frees it")
  func childOutlivesBackUntilTheParentGoes() throws {
    let watch = try #require(LeakWatch.current)
    let navigation = UINavigationController()
    var coordinator: MainCoordinator? = MainCoordinator(navigationController: navigation)
    coordinator?.start()
    (navigation.topViewController as? ViewController)?.buyButton.tap()
    watch.watch(try #require(coordinator?.childCoordinators.first as? BuyCoordinator), as: "BuyCoordinator")
    navigation.tapBackButton()
    #expect(watch.report().survivorLabels.contains("BuyCoordinator"))
    #expect(coordinator?.childCoordinators.count == 1)
    coordinator = nil
    #expect(!watch.report().survivorLabels.contains("BuyCoordinator"))
  }
}
