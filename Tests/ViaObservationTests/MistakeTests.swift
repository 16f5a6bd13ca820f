import LeakCheck
import LeakCheckTesting
import Members
import Observation
import StageKit
import Testing

@testable import ViaObservation
@testable import ViaObservationMistakes

@Suite("The endless-observation mistake", .timeLimit(.minutes(10)))
@MainActor
struct MistakeTests {
  @Test("A screen that goes away without ending its state leaves it editing: nothing tells the observer")
  func noEndingWithoutDeinit() throws {
    let watch = LeakWatch()
    let state: MemberState
    do {
      let detail = ViaObservationMistakes.MemberDetailScreen()  // the twin's deinit does not close the state
      state = detail.state
      watch.watch(detail)
    }
    watch.expectAllReleased()
    #expect(state.phase == .editing)
  }

  @Test("A loop that holds self strongly, waiting for an ending that never comes, keeps the list alive, by name")
  func endlessLoopLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedList: ViaObservationMistakes.MemberListScreen?
    do {
      let list = ViaObservationMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaObservationMistakes.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      navigation.tapBackButton()
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.released == ["MemberDetailScreen", "NavigationController"])
    #expect(report.cycles.isEmpty, "a task holds the list, and Mirror cannot see into a task")
    #expect(report.blindSpots.contains("Listeners.listeners[0].task (a task)"))
    #expect(leakedList?.listeners.count == 1, "the loop still waits")
    await leakedList?.listeners.cancelAll()  // ending the loop lets go of the list
    watch.expectAllReleased()
  }

  @Test("The strong loop alone leaks nothing when its sender's state ends: Save ends the loop")
  func strongLoopOverAnEndingIsHarmless() async throws {
    let watch = LeakWatch()
    do {
      let list = ViaObservationMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      watch.watch(list)
      do {
        let detail = try #require(navigation.topViewController as? ViaObservationMistakes.MemberDetailScreen)
        watch.watch(detail)
        detail.detailView.type(name: "Kim Minji", age: "28")
        detail.detailView.saveButton.tap()
      }
      await list.waitForDelivery()
      #expect(list.memberListManager.getMemberList() == [Member(name: "Kim Minji", age: 28)])
      #expect(list.listeners.count == 0, "the ending came, and the loop returned")
    }
    watch.expectAllReleased()
  }

  @Test("A value screen's loop that holds self strongly keeps it alive once its composer goes without an answer")
  func composeEndlessLoopLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedScreen: ViaObservationMistakes.ValueScreen?
    do {
      let screen = ViaObservationMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ViaObservationMistakes.ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      screen.dismiss(animated: true)  // the sheet goes without Done or Cancel
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.cycles.isEmpty, "a task holds the screen, and Mirror cannot see into a task")
    await leakedScreen?.listeners.cancelAll()
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

@Suite("Taking self weakly in an observation task", .timeLimit(.minutes(10)))
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
