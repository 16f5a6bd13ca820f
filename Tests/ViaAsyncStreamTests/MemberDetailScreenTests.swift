import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaAsyncStream

private let kim = Member(name: "Kim Minji", age: 28, phone: "010-1234-5678", address: "Seoul")

@Suite("Member editing through an AsyncStream", .timeLimit(.minutes(1)))
@MainActor
struct MemberDetailScreenTests {
  @Test("Save on an empty detail screen adds the member and reloads the list, once delivered")
  func saveAdds() async throws {
    let scene = MemberEditingScene()
    do {
      let detail = try scene.openNewMember()
      detail.detailView.type(name: "Kim Minji", age: "28", phone: "010-1234-5678", address: "Seoul")
      detail.detailView.saveButton.tap()
    }
    #expect(scene.list.memberListManager.getMemberList().isEmpty, "delivery is asynchronous")
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28"])
    #expect(scene.navigation.topViewController === scene.list)
  }

  @Test("Save on a filled detail screen updates that row")
  func saveUpdates() async throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)])
    do {
      let detail = try scene.openMember(row: 1)
      #expect(detail.detailView.nameTextField.text == "Lee Jun")
      detail.detailView.type(age: "32")
      detail.detailView.saveButton.tap()
    }
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList() == [kim, Member(name: "Lee Jun", age: 32)])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28", "Lee Jun, 32"])
  }

  @Test(
    "Invalid input is refused on the detail screen and nothing is sent",
    arguments: [
      ("", "28", MemberFormError.emptyName),
      ("Kim Minji", "twenty", .ageNotAWholeNumber("twenty")),
      ("Kim Minji", "200", .ageOutOfRange(200)),
    ])
  func invalidInputIsRefused(name: String, age: String, error: MemberFormError) async throws {
    let transcript = Transcript()
    let scene = Transcript.$current.withValue(transcript) { MemberEditingScene(members: [kim]) }
    let detail = try Transcript.$current.withValue(transcript) { try scene.openNewMember() }
    detail.detailView.type(name: name, age: age)
    detail.detailView.saveButton.tap()
    #expect(detail.detailView.messageLabel.text == "⚠ \(error)")
    #expect(scene.navigation.topViewController === detail)
    scene.navigation.tapBackButton()
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(!transcript.entries.contains { if case .message = $0 { true } else { false } })
  }

  @Test("An update to a row deleted meanwhile is refused and the list is unchanged")
  func staleIndexIsRefused() async throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)])
    do {
      let detail = try scene.openMember(row: 1)
      scene.list.tableView.swipeToDelete(rowAt: IndexPath(row: 1, section: 0))
      detail.detailView.type(age: "32")
      detail.detailView.saveButton.tap()
    }
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.listView.messageLabel.text?.contains("Member 2 no longer exists") == true)
  }

  @Test("The detail screen is released after Save, before its event is even handled")
  func releasedAfterSave() async throws {
    let scene = MemberEditingScene()
    let watch = LeakWatch()
    do {
      let detail = try scene.openNewMember()
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    watch.expectAllReleased()
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList().count == 1)
  }

  @Test("The detail screen is released after Back, its stream finishes, and nothing was saved")
  func releasedAfterBack() async throws {
    let transcript = Transcript()
    let scene = Transcript.$current.withValue(transcript) { MemberEditingScene() }
    let watch = LeakWatch()
    do {
      let detail = try Transcript.$current.withValue(transcript) { try scene.openNewMember() }
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      scene.navigation.tapBackButton()
    }
    watch.expectAllReleased()
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events finished")))
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList().isEmpty)
  }

  @Test("The list can be released while a detail screen lives on; the reading task is cancelled")
  func listReleasedFirst() async throws {
    let transcript = Transcript()
    let watch = LeakWatch()
    let detail: MemberDetailScreen
    do {
      let scene = Transcript.$current.withValue(transcript) { MemberEditingScene() }
      detail = try Transcript.$current.withValue(transcript) { try scene.openNewMember() }
      watch.watch(scene.list)
      watch.watch(scene.navigation)
    }
    watch.expectAllReleased()
    for await _ in detail.events {}  // returns once the cancelled task has ended the stream
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events cancelled")))
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()  // writes into a cancelled stream: dropped, no crash
  }

  @Test("The whole scene is released when the app lets go of it")
  func sceneIsReleased() async throws {
    let watch = LeakWatch()
    do {
      let scene = MemberEditingScene(members: [kim])
      let detail = try scene.openMember(row: 0)
      for object: AnyObject in [scene.navigation, scene.list, detail] { watch.watch(object) }
    }
    watch.expectAllReleased()
  }
}
