import LeakCheck
import LeakCheckTesting
import Members
import Observation
import StageKit
import Testing

@testable import ViaObservation

@Suite("The endless-observation mistake", .timeLimit(.minutes(1)))
@MainActor
struct MistakeTests {
  @Test("A loop that never ends and captures self keeps the list alive, and the report names it")
  func endlessLoopLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      leakedList = list
      await list.waitForDelivery(count: 1)
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.released == ["MemberDetailScreen", "NavigationController"])
    #expect(report.cycles.isEmpty, "a task holds the list, and Mirror cannot see into a task")
    #expect(report.blindSpots.contains("MemberListScreen.observation (a task)"))
    // The loop did deliver: the leak is not a failure to hear, it is a failure to stop.
    #expect(leakedList?.memberListManager.getMemberList() == [Member(name: "Kim Minji", age: 28)])
    // End the loop: cancelling it lets go of the list.
    let loop = try #require(leakedList?.observation)
    loop.cancel()
    await loop.value
    watch.expectAllReleased()
  }

  @Test("A value screen's loop that never ends and captures self keeps the screen alive after Done")
  func composeEndlessLoopLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedScreen: Mistake.ValueScreen?
    do {
      let screen = Mistake.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      leakedScreen = screen
      await screen.waitForDelivery(count: 1)  // the loop starts after Done: its first phase is the ending
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.blindSpots.contains("ValueScreen.observation (a task)"))
    #expect(leakedScreen?.valueView.titleLabel.text == "Title:    Hello", "it delivered: it failed to stop")
    let loop = try #require(leakedScreen?.observation)
    loop.cancel()
    await loop.value
    watch.expectAllReleased()
  }
}

/// An observer whose task unwraps `self` once, at the top, or per element.
@MainActor
private final class LoopOwner {
  var loop: Task<Void, Never>?
  var seen = 0

  /// Observes `state`; `started` hears each element, so a test knows the loop is running.
  func observe(_ state: MemberState, unwrapOnce: Bool, started: AsyncStream<Void>.Continuation) {
    let phases = Observations { state.phase }
    if unwrapOnce {
      loop = Task { [weak self] in
        guard let self else { return }  // `self` is strong from here to the loop's end
        for await _ in phases {
          started.yield()
          seen += 1
        }
      }
    } else {
      loop = Task { [weak self] in
        for await _ in phases {
          started.yield()
          self?.seen += 1
        }
      }
    }
  }
}

@Suite("Taking self weakly in an observation task", .timeLimit(.minutes(1)))
@MainActor
struct WeakSelfInTaskTests {
  @Test(
    "`guard let self` at the top of the task keeps the observer for the whole loop; `self?` per element does not",
    arguments: [true, false])
  func unwrapOnceKeepsTheObserver(unwrapOnce: Bool) async throws {
    let state = MemberState()
    let (started, signal) = AsyncStream<Void>.makeStream()
    var elements = started.makeAsyncIterator()
    weak var weakOwner: LoopOwner?
    let loop: Task<Void, Never>
    do {
      let owner = LoopOwner()
      owner.observe(state, unwrapOnce: unwrapOnce, started: signal)
      loop = try #require(owner.loop)
      weakOwner = owner
      _ = await elements.next()  // the loop is running and has seen the first value
    }
    #expect((weakOwner != nil) == unwrapOnce)
    loop.cancel()
    await loop.value
    #expect(weakOwner == nil)
  }
}
