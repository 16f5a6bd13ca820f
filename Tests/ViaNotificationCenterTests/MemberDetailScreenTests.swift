import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter

private let kim = Member(name: "Kim Minji", age: 28, phone: "010-1234-5678", address: "Seoul")

@Suite("Member editing through NotificationCenter, in both styles")
@MainActor
struct MemberDetailScreenTests {
  @Test("Save on an empty detail screen adds the member and reloads the list", arguments: NotificationStyle.allCases)
  func saveAdds(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let detail = try scene.openNewMember()
    detail.detailView.type(name: "Kim Minji", age: "28", phone: "010-1234-5678", address: "Seoul")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28"])
    #expect(scene.navigation.topViewController === scene.list)
  }

  @Test("Save on a filled detail screen updates that row", arguments: NotificationStyle.allCases)
  func saveUpdates(style: NotificationStyle) throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)], style: style)
    let detail = try scene.openMember(row: 1)
    #expect(detail.detailView.nameTextField.text == "Lee Jun")
    detail.detailView.type(age: "32")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim, Member(name: "Lee Jun", age: 32)])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28", "Lee Jun, 32"])
  }

  @Test(
    "Invalid input is refused on the detail screen and nothing is posted",
    arguments: NotificationStyle.allCases,
    [
      ("", "28", MemberFormError.emptyName),
      ("Kim Minji", "twenty", .ageNotAWholeNumber("twenty")),
      ("Kim Minji", "200", .ageOutOfRange(200)),
    ])
  func invalidInputIsRefused(style: NotificationStyle, input: (name: String, age: String, error: MemberFormError))
    throws
  {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(members: [kim], style: style)
      let detail = try scene.openNewMember()
      detail.detailView.type(name: input.name, age: input.age)
      detail.detailView.saveButton.tap()
      #expect(detail.detailView.messageLabel.text == "⚠ \(input.error)")
      #expect(scene.navigation.topViewController === detail)
      #expect(scene.list.memberListManager.getMemberList() == [kim])
      #expect(!transcript.entries.contains { if case .message = $0 { true } else { false } })
    }
  }

  @Test(
    "An update to a row deleted meanwhile is refused and the list is unchanged", arguments: NotificationStyle.allCases)
  func staleIndexIsRefused(style: NotificationStyle) throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)], style: style)
    let detail = try scene.openMember(row: 1)
    scene.list.tableView.swipeToDelete(rowAt: IndexPath(row: 1, section: 0))
    detail.detailView.type(age: "32")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.listView.messageLabel.text?.contains("Member 2 no longer exists") == true)
  }

  @Test("The detail screen is released after Save", arguments: NotificationStyle.allCases)
  func releasedAfterSave(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let watch = LeakWatch()
    do {
      let detail = try scene.openNewMember()
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    watch.expectAllReleased()
  }

  @Test(
    "The detail screen is released after Back, and nothing was saved: the center does not keep senders",
    arguments: NotificationStyle.allCases)
  func releasedAfterBack(style: NotificationStyle) throws {
    let scene = MemberEditingScene(style: style)
    let watch = LeakWatch()
    do {
      let detail = try scene.openNewMember()
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      scene.navigation.tapBackButton()
    }
    watch.expectAllReleased()
    #expect(scene.list.memberListManager.getMemberList().isEmpty)
  }

  @Test(
    "The list can be released while a detail screen lives on; its Save then reaches nobody",
    arguments: NotificationStyle.allCases)
  func listReleasedFirst(style: NotificationStyle) throws {
    let watch = LeakWatch()
    let transcript = Transcript()
    let detail = try Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(style: style)
      let detail = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(scene.navigation)
      watch.watch(scene.list.subscriptions, as: "Subscriptions")
      return detail
    }
    watch.expectAllReleased()
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()  // posts to the center, which has nobody to tell
    let arrows = transcript.entries.filter { if case .message = $0 { true } else { false } }
    let post = style.postText(MemberNotification(edit: .add(Member(name: "Kim Minji", age: 28))))
    #expect(arrows.map(\.description) == ["MemberDetailScreen → NotificationCenter: \(post)"])
  }

  @Test("The whole scene is released when the app lets go of it", arguments: NotificationStyle.allCases)
  func sceneIsReleased(style: NotificationStyle) throws {
    let watch = LeakWatch()
    do {
      let scene = MemberEditingScene(members: [kim], style: style)
      let detail = try scene.openMember(row: 0)
      for object: AnyObject in [scene.navigation, scene.list, detail] { watch.watch(object) }
    }
    watch.expectAllReleased()
  }
}
