import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaClosure

@Suite("The strong-capture mistake")
@MainActor
struct MistakeTests {
  @Test("A closure capturing self strongly, stored by a kept detail screen, leaks both screens by name")
  func strongCaptureLeaks() throws {
    let watch = LeakWatch()
    weak var leakedList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1)
      #expect(list.memberListManager.getMemberList() == [Member(name: "Kim Minji", age: 28)])
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberDetailScreen", "MemberListScreen"])
    leakedList?.detail = nil  // break the cycle first, so a failed expectation below leaks nothing
    watch.expectAllReleased()
  }

  @Test("Mirror cannot see a closure's captures: no path joins the screens, and the report names the closure")
  func reportNamesTheClosureAsABlindSpot() throws {
    let watch = LeakWatch()
    weak var leakedList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      navigation.tapBackButton()
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberDetailScreen", "MemberListScreen"])
    // The edge that closes the cycle, onSave → MemberListScreen, is inside a closure, so no
    // cycle is drawn; StageKit's weak links are declared, so no false one is drawn either.
    #expect(report.cycles.isEmpty, "\(report)")
    #expect(report.blindSpots == ["MemberDetailScreen.onSave (a closure)"], "\(report.blindSpots)")
    leakedList?.detail = nil
    watch.expectAllReleased()
  }

  @Test("Setting the closure to nil breaks the cycle too")
  func clearingTheClosureFreesBoth() throws {
    let watch = LeakWatch()
    weak var leakedDetail: Mistake.MemberDetailScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      navigation.tapBackButton()
      leakedDetail = detail
    }
    #expect(watch.report().survivorLabels == ["MemberDetailScreen", "MemberListScreen"])
    leakedDetail?.onSave = nil
    watch.expectAllReleased()
  }
}
