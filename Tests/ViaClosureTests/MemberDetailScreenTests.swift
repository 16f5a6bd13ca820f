// What the contract suite proves for every variant (add, update, invalid input, a stale
// index, releases after Save and Back) it proves for this one too: Tests/ContractTests.
// This suite keeps what only a closure shows.
import Members
import Testing

@testable import ViaClosure

@Suite("Member editing through stored closures")
@MainActor
struct MemberDetailScreenTests {
  @Test("One closure serves both acts: the edit it is called with says add or update")
  func oneClosureForBothActs() async throws {
    let kim = Member(name: "Kim Minji", age: 28, phone: "010-1234-5678", address: "Seoul")
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
}
