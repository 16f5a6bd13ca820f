import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaClosure
@testable import ViaClosureMistakes

@Suite("The strong-capture mistake")
@MainActor
struct MistakeTests {
  @Test("A closure capturing self strongly, stored by a kept detail screen, leaks both screens by name")
  func strongCaptureLeaks() throws {
    let watch = LeakWatch()
    weak var leakedList: ViaClosureMistakes.MemberListScreen?
    do {
      let list = ViaClosureMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaClosure.MemberDetailScreen)
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
    weak var leakedList: ViaClosureMistakes.MemberListScreen?
    do {
      let list = ViaClosureMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaClosure.MemberDetailScreen)
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
    weak var leakedDetail: ViaClosure.MemberDetailScreen?
    do {
      let list = ViaClosureMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaClosure.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      navigation.tapBackButton()
      leakedDetail = detail
    }
    #expect(watch.report().survivorLabels == ["MemberDetailScreen", "MemberListScreen"])
    leakedDetail?.onSave = nil
    watch.expectAllReleased()
  }

  @Test("A kept composer whose closure captures self strongly leaks both screens after Done")
  func composeStrongCaptureLeaks() throws {
    let watch = LeakWatch()
    weak var leakedScreen: ViaClosureMistakes.ValueScreen?
    do {
      let screen = ViaClosureMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ViaClosure.ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.presentedViewController == nil)
      #expect(screen.valueView.titleLabel.text == "Title:    Hello", "it works, which is why it survives review")
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ComposeScreen", "ValueScreen"])
    #expect(report.cycles.isEmpty, "the closing edge is inside a closure: \(report)")
    #expect(report.blindSpots == ["ComposeScreen.onFinish (a closure)"], "\(report.blindSpots)")
    leakedScreen?.keptComposer = nil  // break the cycle: both are released at once
    watch.expectAllReleased()
  }
}
