import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaDelegate
@testable import ViaDelegateMistakes

@Suite("The strong-delegate mistake")
@MainActor
struct MistakeTests {
  @Test("A strong delegate plus a kept detail screen leaks both, and the report names the cycle")
  func strongDelegateLeaks() throws {
    let watch = LeakWatch()
    weak var leakedList: ViaDelegateMistakes.MemberListScreen?
    do {
      let list = ViaDelegateMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaDelegateMistakes.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1)
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberDetailScreen", "MemberListScreen"])
    #expect(
      report.cycles.map(\.description) == ["MemberDetailScreen.delegate → MemberListScreen.detail → MemberDetailScreen"]
    )
    leakedList?.detail = nil  // break the cycle: both are released at once
    watch.expectAllReleased()
  }
}
