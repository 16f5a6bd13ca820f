import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter

@Suite("NotificationCenter's mistakes")
@MainActor
struct MistakeTests {
  @Test("A block observer that captures self and is never removed keeps the list alive, by name")
  func neverRemovedObserverLeaks() throws {
    let center = NotificationCenter()  // its own: this list hears every sender on its center
    let watch = LeakWatch()
    weak var leakedList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen(style: .classic, center: center)
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(list.memberListManager.getMemberList() == [Member(name: "Kim Minji", age: 28)])
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.cycles.isEmpty, "the center holds the block, and reflection cannot see inside it")
    leakedList?.removeObserver()  // the center lets go of the block, and the block of the list
    watch.expectAllReleased()
  }

  @Test("A dropped typed token hears nothing: the list is deaf to its detail screen")
  func droppedTokenIsDeaf() throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let center = NotificationCenter()
      let list = Mistake.MemberListScreen(style: .typed, center: center)
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? MemberDetailScreen)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.topViewController === list, "the detail screen posted and went back")
      #expect(list.memberListManager.getMemberList().isEmpty, "but the list heard nothing")
      let arrows = transcript.entries.filter { if case .message = $0 { true } else { false } }
      #expect(
        arrows.map(\.description) == [
          "MemberDetailScreen → NotificationCenter: post(MemberNotification(add(Kim Minji, 28)))"
        ])
    }
  }

  @Test("The token is the observation: dropped, nothing is delivered; kept, the message is")
  func tokenIsTheObservation() async {
    let center = NotificationCenter()
    let detail = MemberDetailScreen(center: center)
    let message = MemberNotification(edit: .add(Member(name: "Kim Minji", age: 28)))
    await confirmation(expectedCount: 0) { heard in
      _ = center.addObserver(of: detail, for: MemberNotification.self) { _ in heard() }
      center.post(message, subject: detail)
    }
    await confirmation(expectedCount: 1) { heard in
      let token = center.addObserver(of: detail, for: MemberNotification.self) { _ in heard() }
      center.post(message, subject: detail)
      center.removeObserver(token)
    }
  }

  @Test("A value screen's never-removed block observer keeps it alive after its composer is gone")
  func composeObserverLeaks() throws {
    let center = NotificationCenter()
    let watch = LeakWatch()
    weak var leakedScreen: Mistake.ValueScreen?
    do {
      let screen = Mistake.ValueScreen(center: center)
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.valueView.titleLabel.text == "Title:    Hello", "it works, which is why it survives review")
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.cycles.isEmpty, "the center holds the block, and reflection cannot see inside it")
    leakedScreen?.removeObserver()
    watch.expectAllReleased()
  }
}
