import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import Coordinators

@Suite("The main coordinator owns its children and notices Back")
@MainActor
struct MainCoordinatorTests {
  @Test("Starting shows the home screen, which holds its coordinator weakly")
  func startShowsHome() throws {
    let scene = CoordinatorScene()
    let home = try scene.home()
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(home.coordinator === scene.main)
    #expect(scene.main.childCoordinators.isEmpty)
  }

  @Test("The main coordinator is the navigation controller's delegate, which holds it weakly")
  func mainIsTheWeakDelegate() {
    let navigation = NavigationController()
    let watch = LeakWatch()
    do {
      let main = MainCoordinator(navigationController: navigation)
      main.start()
      #expect(navigation.delegate === main)
      watch.watch(main)
    }
    // Only the app keeps its main coordinator: the navigation controller does not.
    watch.expectAllReleased()
    #expect(navigation.delegate == nil)
  }

  @Test("The home screen's buttons start the buy and the create-account flows")
  func homeStartsFlows() throws {
    let scene = CoordinatorScene()
    try scene.home().buyButton.tap()
    #expect(scene.childNames == ["BuyCoordinator"])
    #expect(scene.navigation.topViewController is BuyScreen)
    scene.navigation.tapBackButton()
    try scene.home().createAccountButton.tap()
    #expect(scene.childNames == ["CreateAccountCoordinator"])
    #expect(scene.navigation.topViewController is CreateAccountScreen)
  }

  @Test("The parent is never retained by the child")
  func parentNotRetainedByChild() throws {
    let watch = LeakWatch()
    let child: BuyCoordinator
    do {
      let scene = CoordinatorScene()
      scene.main.buySubscription()
      child = try scene.lastChild(BuyCoordinator.self)
      #expect(child.parentCoordinator === scene.main)
      watch.watch(scene.main)
    }
    // The app let go of the main coordinator while the buy flow ran: nothing kept it.
    watch.expectAllReleased()
    #expect(child.parentCoordinator == nil)
  }

  @Test(
    "Several children finish independently, each removed by itself",
    arguments: [(FlowEnding.done, FlowEnding.back), (.back, .done), (.done, .done), (.back, .back)])
  func severalChildrenFinishIndependently(createEnds: FlowEnding, buyEnds: FlowEnding) throws {
    let scene = CoordinatorScene()
    let watch = LeakWatch()
    try scene.home().buyButton.tap()
    try scene.top(BuyScreen.self).createAccountButton.tap()
    #expect(scene.childNames == ["BuyCoordinator", "CreateAccountCoordinator"])
    weak let buy = scene.main.childCoordinators.first as? BuyCoordinator
    try watch.watch(scene.lastChild(CreateAccountCoordinator.self))
    try watch.watch(scene.top(CreateAccountScreen.self))

    try end(scene, ending: createEnds) { try scene.top(CreateAccountScreen.self).createButton.tap() }
    watch.expectAllReleased("the create-account flow should be gone")
    #expect(scene.childNames == ["BuyCoordinator"])
    #expect(buy?.state == .running)

    buy.map { watch.watch($0) }
    try watch.watch(scene.top(BuyScreen.self))
    try end(scene, ending: buyEnds) { try scene.top(BuyScreen.self).subscribeButton.tap() }
    watch.expectAllReleased("the buy flow should be gone too")
    #expect(scene.main.childCoordinators.isEmpty)
    #expect(scene.navigation.viewControllers.count == 1)
  }

  /// Ends the top flow with its own button, or with Back.
  private func end(_ scene: CoordinatorScene, ending: FlowEnding, done: () throws -> Void) rethrows {
    switch ending {
    case .done: try done()
    case .back: scene.navigation.tapBackButton()
    }
  }

  @Test("Back from a screen that no child owns changes nothing")
  func backFromAnUnownedScreen() throws {
    let scene = CoordinatorScene()
    scene.main.buySubscription()
    let buy = try scene.lastChild(BuyCoordinator.self)
    scene.navigation.pushViewController(ViewController(name: "Help"), animated: true)
    scene.navigation.tapBackButton()
    #expect(scene.childNames == ["BuyCoordinator"])
    #expect(buy.state == .running)
    #expect(scene.navigation.topViewController is BuyScreen)
  }

  @Test("Three buy-and-back round trips leave no BuyCoordinator alive")
  func roundTripsLeaveNothing() throws {
    let scene = CoordinatorScene()
    let watch = LeakWatch()
    for _ in 1...3 {
      try scene.home().buyButton.tap()
      try watch.watch(scene.lastChild(BuyCoordinator.self))
      scene.navigation.tapBackButton()
    }
    #expect(watch.report().survivorLabels.isEmpty)
    #expect(watch.labels == ["BuyCoordinator", "BuyCoordinator", "BuyCoordinator"])
    #expect(scene.main.childCoordinators.isEmpty)
  }

  @Test("childDidFinish removes exactly the child it is given, found by identity")
  func removalIsByIdentity() throws {
    let scene = CoordinatorScene()
    scene.main.buySubscription()
    let first = try scene.lastChild(BuyCoordinator.self)
    scene.main.buySubscription()
    let second = try scene.lastChild(BuyCoordinator.self)
    scene.main.childDidFinish(first)
    #expect(scene.main.childCoordinators.count == 1)
    #expect(scene.main.childCoordinators.first === second)
    scene.main.childDidFinish(first)  // a second time: nothing left to remove
    #expect(scene.main.childCoordinators.first === second)
  }
}
