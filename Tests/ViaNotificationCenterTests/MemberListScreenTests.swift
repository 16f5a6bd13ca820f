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
      (Notification.Name.memberAdded, [String: any Sendable](), "memberAdded has no userInfo[\"member\"]"),
      (.memberAdded, ["member": "Kim Minji"], "memberAdded's userInfo[\"member\"] is a String, not a Member"),
      (.memberUpdated, ["member": kim], "memberUpdated has no userInfo[\"index\"]"),
      (.memberUpdated, ["index": "0", "member": kim], "memberUpdated's userInfo[\"index\"] is a String, not a Int"),
    ] as [(Notification.Name, [String: any Sendable], String)])
  func badPayloadIsIgnored(name: Notification.Name, userInfo: [String: any Sendable], reason: String) throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(members: [kim], style: .classic)
      let detail = try scene.openMember(row: 0)
      scene.list.center.post(name: name, object: detail, userInfo: userInfo)
      #expect(scene.list.memberListManager.getMemberList() == [kim])
      #expect(transcript.entries.contains(.note("MemberListScreen ignored a notification: \(reason)")))
      #expect(scene.list.detailSubscription != nil, "an unreadable notification is not the detail screen's answer")
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
    #expect(scene.list.detailSubscription == nil)
    detail.detailView.saveButton.tap()  // the same screen, still alive here, posts again
    #expect(scene.list.memberListManager.getMemberList() == [kim])
  }

  @Test("Opening a new detail screen stops observing the one left with Back", arguments: NotificationStyle.allCases)
  func newDetailReplacesTheOld(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let abandoned = try scene.openNewMember()
    scene.navigation.tapBackButton()
    _ = try scene.openNewMember()
    abandoned.detailView.type(name: "Kim Minji", age: "28")
    abandoned.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList().isEmpty)
  }

  @Test("A second observer of the same detail screen hears the same save", arguments: NotificationStyle.allCases)
  func anotherObserverHearsToo(style: NotificationStyle) async throws {
    let scene = MemberEditingScene(style: style)
    let detail = try scene.openNewMember()
    let badge = Subscription(center: scene.list.center)
    await confirmation(expectedCount: 1) { heard in
      badge.observe(MemberAdded.self, from: detail, style: style) { message in
        #expect(message.member == kim)
        heard()
      }
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    #expect(scene.list.memberListManager.getMemberList() == [kim])
  }

  @Test(
    "Releasing the list releases its subscription, which removed its observers", arguments: NotificationStyle.allCases)
  func receiverReleasedRemovesObservers(style: NotificationStyle) throws {
    let watch = LeakWatch()
    do {
      let scene = MemberEditingScene(style: style)
      _ = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(try #require(scene.list.detailSubscription), as: "Subscription")
    }
    watch.expectAllReleased()
  }
}
