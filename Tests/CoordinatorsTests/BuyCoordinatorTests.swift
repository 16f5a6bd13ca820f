import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import Coordinators

@Suite("The buy flow is a child that lets itself go")
@MainActor
struct BuyCoordinatorTests {
  @Test("The child and its screen are released after its done button")
  func releasedAfterDone() throws {
    let scene = CoordinatorScene()
    let watch = LeakWatch()
    try scene.home().buyButton.tap()
    try watch.watch(scene.lastChild(BuyCoordinator.self))
    try watch.watch(scene.top(BuyScreen.self))
    try scene.top(BuyScreen.self).subscribeButton.tap()
    watch.expectAllReleased()
    #expect(scene.main.childCoordinators.isEmpty)
    #expect(scene.navigation.topViewController is HomeScreen)
  }

  @Test("The child and its screen are released after Back")
  func releasedAfterBack() throws {
    let scene = CoordinatorScene()
    let watch = LeakWatch()
    try scene.home().buyButton.tap()
    try watch.watch(scene.lastChild(BuyCoordinator.self))
    try watch.watch(scene.top(BuyScreen.self))
    scene.navigation.tapBackButton()
    watch.expectAllReleased()
    #expect(scene.main.childCoordinators.isEmpty)
  }

  @Test("The buy screen holds its coordinator weakly, and the stack owns the screen")
  func screenHoldsCoordinatorWeakly() throws {
    let scene = CoordinatorScene()
    scene.main.buySubscription()
    let screen = try scene.top(BuyScreen.self)
    weak let child = try scene.lastChild(BuyCoordinator.self)
    #expect(screen.coordinator === child)
    scene.main.childCoordinators.removeAll()  // only the parent owned the child
    #expect(child == nil)
    #expect(screen.coordinator == nil)
  }

  @Test("Done tells the parent first, so the pop that follows is not taken for Back")
  func doneTellsTheParentOnce() throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = CoordinatorScene()
      try scene.home().buyButton.tap()
      _ = transcript.drain()
      try scene.top(BuyScreen.self).subscribeButton.tap()
      #expect(
        transcript.entries.map(\.description) == [
          "BuyScreen → BuyCoordinator: finish(.done)",
          "BuyCoordinator → MainCoordinator: childDidFinish(BuyCoordinator)",
          "pop BuyScreen",
          "NavigationController → MainCoordinator: didShow(HomeScreen)",
          "released BuyCoordinator",
          "released BuyScreen",
        ])
    }
  }

  @Test("Back is noticed through didShow: the popped screen names its child")
  func backIsNoticedThroughDidShow() throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = CoordinatorScene()
      try scene.home().buyButton.tap()
      _ = transcript.drain()
      scene.navigation.tapBackButton()
      #expect(
        transcript.entries.map(\.description) == [
          "pop BuyScreen",
          "NavigationController → MainCoordinator: didShow(HomeScreen)",
          "MainCoordinator → BuyCoordinator: finish(.back)",
          "BuyCoordinator → MainCoordinator: childDidFinish(BuyCoordinator)",
          "released BuyCoordinator",
          "released BuyScreen",
        ])
    }
  }

  @Test("A finished flow records how it ended", arguments: [FlowEnding.done, .back])
  func finishedFlowRecordsEnding(ending: FlowEnding) throws {
    let scene = CoordinatorScene()
    scene.main.buySubscription()
    let child = try scene.lastChild(BuyCoordinator.self)
    #expect(child.state == .running)
    switch ending {
    case .done: try scene.top(BuyScreen.self).subscribeButton.tap()
    case .back: scene.navigation.tapBackButton()
    }
    #expect(child.state == .finished(ending))
  }
}
