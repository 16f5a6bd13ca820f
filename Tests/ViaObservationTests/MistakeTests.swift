import LeakCheck
import Members
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
