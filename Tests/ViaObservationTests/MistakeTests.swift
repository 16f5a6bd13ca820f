import LeakCheck
import LeakCheckTesting
import Members
import Observation
import StageKit
import Testing

@testable import ViaObservation

@Suite("The endless-observation mistake")
@MainActor
struct MistakeTests {
  @Test("A loop that never ends and captures self keeps the list alive, and the report names it")
  func endlessLoopLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.plusButtonTapped()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      leakedList = list
      await list.delivery(1)
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
}

/// An observer whose task unwraps `self` once, at the top, or per element.
@MainActor
private final class LoopOwner {
  var loop: Task<Void, Never>?
  var seen = 0

  /// Observes `state`; `started` hears each element, so a test knows the loop is running.
  func observe(_ state: MemberEditState, unwrapOnce: Bool, started: AsyncStream<Void>.Continuation) {
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

@Suite("Taking self weakly in an observation task")
@MainActor
struct WeakSelfInTaskTests {
  @Test(
    "`guard let self` at the top of the task keeps the observer for the whole loop; `self?` per element does not",
    arguments: [true, false])
  func unwrapOnceKeepsTheObserver(unwrapOnce: Bool) async throws {
    let state = MemberEditState()
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
