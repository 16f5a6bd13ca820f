import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter

private let kim = Member(name: "Kim Minji", age: 28)

@Suite("The list screen as an observer")
@MainActor
struct MemberListScreenTests {
  @Test(
    "A classic notification with a missing or mistyped key is ignored with a transcript note",
    arguments: [
      ([String: any Sendable](), "memberNotification has no userInfo[\"edit\"]"),
      (["edit": "Kim Minji"], "memberNotification's userInfo[\"edit\"] is a String, not a MemberEdit"),
      (["edit": kim], "memberNotification's userInfo[\"edit\"] is a Member, not a MemberEdit"),
    ] as [([String: any Sendable], String)])
  func badPayloadIsIgnored(userInfo: [String: any Sendable], reason: String) throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(members: [kim], style: .classic)
      let detail = try scene.openMember(row: 0)
      scene.list.center.post(name: .memberNotification, object: detail, userInfo: userInfo)
      #expect(scene.list.memberListManager.getMemberList() == [kim])
      #expect(transcript.entries.contains(.note("MemberListScreen ignored a notification: \(reason)")))
      #expect(scene.list.subscriptions.count == 1, "an unreadable notification is not the detail screen's answer")
    }
  }

  @Test("A detail screen the list did not open is not heard, on a shared center", arguments: NotificationStyle.allCases)
  func strangersAreNotHeard(style: NotificationStyle) throws {
    let center = NotificationCenter()
    let scene = MemberEditingScene(style: style, center: center)
    _ = try scene.openNewMember()
    let stranger = MemberDetailScreen(mode: .adding, style: style, center: center)
    stranger.detailView.type(name: "Lee Jun", age: "31")
    stranger.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList().isEmpty)
  }

  @Test("After the one message, the list stops observing that detail screen", arguments: NotificationStyle.allCases)
  func unsubscribesAfterTheMessage(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let detail = try scene.openNewMember()
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()
    #expect(scene.list.subscriptions.count == 0)
    detail.detailView.saveButton.tap()  // the same screen, still alive here, posts again
    #expect(scene.list.memberListManager.getMemberList() == [kim])
  }

  @Test(
    "Every detail screen the list opened is heard while it lives, not only the last",
    arguments: NotificationStyle.allCases)
  func everyOpenScreenIsHeard(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let first = try scene.openNewMember()
    scene.navigation.tapBackButton()
    _ = try scene.openNewMember()
    first.detailView.type(name: "Kim Minji", age: "28")
    first.detailView.saveButton.tap()  // kept alive by this test, as a delegate's sender could be
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.subscriptions.count == 1, "the open screen's")
  }

  @Test(
    "A detail screen made where one left with Back was is not heard by the list that left it",
    arguments: NotificationStyle.allCases)
  func newcomerAtAFreedAddress(style: NotificationStyle) throws {
    let center = NotificationCenter()
    let first = MemberEditingScene(style: style, center: center)
    let second = MemberEditingScene(style: style, center: center)
    var elsewhere: [MemberDetailScreen] = []
    for _ in 0..<AddressReuse.tries {
      weak var left: MemberDetailScreen?
      let address: ObjectIdentifier
      do {
        let detail = try first.openNewMember()
        (left, address) = (detail, ObjectIdentifier(detail))
        first.navigation.tapBackButton()
      }
      try #require(left == nil, "nothing keeps a detail screen left with Back")
      AddressReuse.releaseQuarantine()
      let newcomer = try second.openNewMember()
      guard ObjectIdentifier(newcomer) == address else {
        elsewhere.append(newcomer)  // kept, so that the next try frees an address of its own
        second.navigation.tapBackButton()
        continue
      }
      #expect(first.list.subscriptions.count == 1, "the first list still observes the address its screen left")
      newcomer.detailView.type(name: "Lee Dana", age: "31")
      newcomer.detailView.saveButton.tap()
      #expect(first.list.memberListManager.getMemberList().isEmpty, "the center matched the address, the list did not")
      #expect(second.list.memberListManager.getMemberList() == [Member(name: "Lee Dana", age: 31)])
      return
    }
    Issue.record("no detail screen was made at a freed address in \(AddressReuse.tries) tries")
  }

  @Test("Opening a detail screen drops the observers of those that went Back", arguments: NotificationStyle.allCases)
  func goneScreensAreDropped(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    for _ in 0..<3 {
      _ = try scene.openNewMember()
      scene.navigation.tapBackButton()
    }
    #expect(scene.list.subscriptions.count == 1, "the center cannot say a sender went: kept until the next open")
    _ = try scene.openNewMember()
    #expect(scene.list.subscriptions.count == 1, "only the open screen's")
  }

  @Test("A second observer of the same detail screen hears the same save", arguments: NotificationStyle.allCases)
  func anotherObserverHearsToo(style: NotificationStyle) async throws {
    let scene = MemberEditingScene(style: style)
    let detail = try scene.openNewMember()
    let badge = Subscription(center: scene.list.center)
    await confirmation(expectedCount: 1) { heard in
      badge.observe(MemberNotification.self, from: detail, style: style) { message in
        #expect(message.edit == .add(kim))
        heard()
      }
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    #expect(scene.list.memberListManager.getMemberList() == [kim])
  }

  @Test(
    "Releasing the list releases its subscriptions, which removed their observers",
    arguments: NotificationStyle.allCases)
  func receiverReleasedRemovesObservers(style: NotificationStyle) throws {
    let watch = LeakWatch()
    do {
      let scene = MemberEditingScene(style: style)
      _ = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(scene.list.subscriptions, as: "Subscriptions")
    }
    watch.expectAllReleased()
  }
}
