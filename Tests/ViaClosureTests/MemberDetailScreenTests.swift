import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaClosure

private let kim = Member(name: "Kim Minji", age: 28, phone: "010-1234-5678", address: "Seoul")

@Suite("Member editing through stored closures")
@MainActor
struct MemberDetailScreenTests {
  @Test("Save on an empty detail screen adds the member and reloads the list")
  func saveAdds() throws {
    let scene = MemberEditingScene()
    let detail = try scene.openNewMember()
    detail.detailView.type(name: "Kim Minji", age: "28", phone: "010-1234-5678", address: "Seoul")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28"])
    #expect(scene.navigation.topViewController === scene.list)
  }

  @Test("Save on a filled detail screen updates that row")
  func saveUpdates() throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)])
    let detail = try scene.openMember(row: 1)
    #expect(detail.detailView.nameTextField.text == "Lee Jun")
    detail.detailView.type(age: "32")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim, Member(name: "Lee Jun", age: 32)])
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 28", "Lee Jun, 32"])
  }

  @Test("One closure serves both acts: the edit it is called with says add or update")
  func oneClosureForBothActs() async throws {
    let scene = MemberEditingScene(members: [kim])
    let editing = try scene.openMember(row: 0)
    let onSave = try #require(editing.onSave)
    await confirmation(expectedCount: 1) { called in
      editing.onSave = { edit in
        #expect(edit == .update(index: 0, Member(name: "Kim Minji", age: 29, phone: "010-1234-5678", address: "Seoul")))
        onSave(edit)
        called()
      }
      editing.detailView.type(age: "29")
      editing.detailView.saveButton.tap()
    }
    #expect(scene.list.tableView.visibleRows == ["Kim Minji, 29"])
  }

  @Test(
    "Invalid input is refused on the detail screen and no closure is called",
    arguments: [
      ("", "28", MemberFormError.emptyName),
      ("Kim Minji", "twenty", .ageNotAWholeNumber("twenty")),
      ("Kim Minji", "200", .ageOutOfRange(200)),
    ])
  func invalidInputIsRefused(name: String, age: String, error: MemberFormError) throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(members: [kim])
      let detail = try scene.openNewMember()
      detail.detailView.type(name: name, age: age)
      detail.detailView.saveButton.tap()
      #expect(detail.detailView.messageLabel.text == "⚠ \(error)")
      #expect(scene.navigation.topViewController === detail)
      #expect(scene.list.memberListManager.getMemberList() == [kim])
      #expect(!transcript.entries.contains { if case .message = $0 { true } else { false } })
    }
  }

  @Test("An update to a row deleted meanwhile is refused and the list is unchanged")
  func staleIndexIsRefused() throws {
    let scene = MemberEditingScene(members: [kim, Member(name: "Lee Jun", age: 31)])
    let detail = try scene.openMember(row: 1)
    scene.list.tableView.swipeToDelete(rowAt: IndexPath(row: 1, section: 0))
    detail.detailView.type(age: "32")
    detail.detailView.saveButton.tap()
    #expect(scene.list.memberListManager.getMemberList() == [kim])
    #expect(scene.list.listView.messageLabel.text?.contains("Member 2 no longer exists") == true)
  }

  @Test("The detail screen is released after Save")
  func releasedAfterSave() throws {
    let scene = MemberEditingScene()
    let watch = LeakWatch()
    do {
      let detail = try scene.openNewMember()
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    watch.expectAllReleased()
  }

  @Test("The detail screen is released after Back, and nothing was saved")
  func releasedAfterBack() throws {
    let scene = MemberEditingScene()
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

  @Test("The list can be released while a detail screen lives on; its closure then does nothing")
  func listReleasedFirst() throws {
    let watch = LeakWatch()
    let detail: MemberDetailScreen
    do {
      let scene = MemberEditingScene()
      detail = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(scene.navigation)
      #expect(detail.onSave != nil)
    }
    watch.expectAllReleased()  // the closure captured the list weakly, so it did not keep it
    #expect(detail.onSave != nil)  // the closure is still there, its `self` is nil
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()  // `self?.receive` does nothing, and does not crash
  }

  @Test("The whole scene is released when the app lets go of it")
  func sceneIsReleased() throws {
    let watch = LeakWatch()
    do {
      let scene = MemberEditingScene(members: [kim])
      let detail = try scene.openMember(row: 0)
      for object: AnyObject in [scene.navigation, scene.list, detail] { watch.watch(object) }
    }
    watch.expectAllReleased()
  }
}
