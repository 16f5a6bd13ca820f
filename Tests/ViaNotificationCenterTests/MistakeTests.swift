import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter
@testable import ViaNotificationCenterMistakes

@Suite("NotificationCenter's mistakes")
@MainActor
struct MistakeTests {
  @Test("A block that captures self strongly leaks nothing while every sender posts: each subscription ends")
  func strongBlockIsHarmlessWhileSendersPost() throws {
    let watch = LeakWatch()
    do {
      let center = NotificationCenter()
      let list = ViaNotificationCenterMistakes.MemberListScreen(style: .classic, center: center)
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaNotificationCenter.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(list.memberListManager.getMemberList() == [Member(name: "Kim Minji", age: 28)])
      #expect(list.subscriptions.count == 0, "its one message ended the subscription, and the block with it")
    }
    watch.expectAllReleased()
  }

  @Test(
    "A block that captures self, left behind by a sender gone without a word, keeps the list alive, by name",
    arguments: NotificationStyle.allCases)
  func neverRemovedObserverLeaks(style: NotificationStyle) throws {
    let watch = LeakWatch()
    weak var leakedList: ViaNotificationCenterMistakes.MemberListScreen?
    do {
      let center = NotificationCenter()
      let list = ViaNotificationCenterMistakes.MemberListScreen(style: style, center: center)
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaNotificationCenter.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      navigation.tapBackButton()
      #expect(list.subscriptions.count == 1, "nothing ends the subscription of a sender that said nothing")
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.released == ["MemberDetailScreen", "NavigationController"])
    #expect(report.cycles.isEmpty, "the center holds the block, and reflection cannot see inside it")
    leakedList?.subscriptions.removeAll()  // the center lets go of the block, and the block of the list
    watch.expectAllReleased()
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

  @Test("A value screen's strong block, left behind by a composer dismissed without an answer, keeps it alive")
  func composeObserverLeaks() throws {
    let watch = LeakWatch()
    weak var leakedScreen: ViaNotificationCenterMistakes.ValueScreen?
    do {
      let screen = ViaNotificationCenterMistakes.ValueScreen(center: NotificationCenter())
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ViaNotificationCenter.ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      screen.dismiss(animated: true)  // the sheet goes without Done or Cancel
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.cycles.isEmpty, "the center holds the block, and reflection cannot see inside it")
    leakedScreen?.subscriptions.removeAll()
    watch.expectAllReleased()
  }
}
