import Foundation
import Members
import StageKit
import Testing

@testable import MemberViews

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

@Suite("The list view applies every variant's edits the same way")
@MainActor
struct MemberListViewTests {
  @Test("An add appends the member and reloads the table")
  func addAppends() {
    let view = MemberListView(members: [kim])
    view.apply(.add(lee))
    #expect(view.memberListManager.getMemberList() == [kim, lee])
    #expect(view.tableView.visibleRows == ["Kim Minji, 28", "Lee Jun, 31"])
    #expect(view.editsApplied == 1)
  }

  @Test("An update replaces its row and reloads the table")
  func updateReplaces() {
    let view = MemberListView(members: [kim, lee])
    view.apply(.update(index: 1, Member(name: "Lee Jun", age: 32)))
    #expect(view.tableView.visibleRows == ["Kim Minji, 28", "Lee Jun, 32"])
  }

  @Test("An update to a row that no longer exists is refused with a message, and nothing changes")
  func staleIndexIsRefused() {
    let view = MemberListView(members: [kim])
    view.apply(.update(index: 1, lee))
    #expect(view.memberListManager.getMemberList() == [kim])
    #expect(view.messageLabel.text?.hasPrefix("⚠ Member 2 no longer exists") == true)
    #expect(view.editsApplied == 1, "a refused edit was still delivered once")
  }

  @Test(
    "A later change that goes through clears the refusal, so it does not linger",
    arguments: [MemberEdit.add(lee), .update(index: 0, lee)])
  func successClearsTheMessage(edit: MemberEdit) {
    let view = MemberListView(members: [kim])
    view.apply(.update(index: 5, lee))
    #expect(view.messageLabel.text != nil)
    view.apply(edit)
    #expect(view.messageLabel.text == nil)
  }

  @Test("A swipe that deletes a row also clears an older refusal; a stale swipe is refused")
  func deleteClearsOrRefuses() {
    let view = MemberListView(members: [kim, lee])
    view.apply(.update(index: 5, lee))
    view.tableView.swipeToDelete(rowAt: IndexPath(row: 1, section: 0))
    #expect(view.tableView.visibleRows == ["Kim Minji, 28"])
    #expect(view.messageLabel.text == nil)
    // The data source told about a row the table no longer has: refused, not a crash.
    view.tableView(view.tableView, commitDeleteForRowAt: IndexPath(row: 3, section: 0))
    #expect(view.memberListManager.getMemberList() == [kim])
    #expect(view.messageLabel.text?.hasPrefix("⚠ Member 4 no longer exists") == true)
  }

  @Test("A row that does not exist has no member")
  func memberAtAMissingRow() {
    let view = MemberListView(members: [kim])
    #expect(view.member(at: 0) == kim)
    #expect(view.member(at: 1) == nil)
    #expect(view.member(at: -1) == nil)
  }
}

@Suite("The value view shows each outcome in its row")
@MainActor
struct ValueViewTests {
  @Test(
    "An outcome reads as its value, (empty) or Cancelled",
    arguments: [
      (ComposeOutcome.done("Hello"), "Hello"), (.done(""), "(empty)"), (.done(nil), "(empty)"),
      (.cancelled, "Cancelled"),
    ])
  func text(outcome: ComposeOutcome, shown: String) {
    #expect(ValueView.text(for: outcome) == shown)
  }

  @Test("Each row shows only its own outcome, and every outcome shown is counted")
  func rows() {
    let view = ValueView()
    view.show(.done("A title"), in: .title)
    view.show(.cancelled, in: .subtitle)
    #expect(view.titleLabel.text == "Title:    A title")
    #expect(view.subtitleLabel.text == "Subtitle: Cancelled")
    #expect(view.outcomesShown == 2)
  }
}
