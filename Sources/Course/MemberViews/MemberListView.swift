// Every variant's list screen shows the same table and applies the same edits, so the
// members, the rows and the refusals live here once; the Via* screens differ only in how
// they hear a detail screen's Save.
import Foundation
import Members
import StageKit

/// The list screen's view: the table of members, a line for refusals, and the members.
///
/// It is its table's data source. Each `MemberEdit` the screen hears is applied here: a
/// stale index is refused with a message and the list stays as it was; a later change that
/// succeeds clears the message.
@MainActor
package final class MemberListView: View, TableViewDataSource {
  /// The table with one row per member.
  package let tableView = TableView()
  /// The line that explains a refused change, such as a stale row index.
  package let messageLabel = Label()

  /// The members, in the order the table shows them.
  package private(set) var memberListManager: MemberListManager

  /// How many edits `apply(_:)` was handed, refused ones included: tests count deliveries.
  private(set) var editsApplied = 0

  /// Creates the view showing `members`, with itself as its table's data source.
  package init(members: [Member] = []) {
    memberListManager = MemberListManager(members: members)
    super.init(frame: .zero)
    tableView.emptyText = "(no members yet: tap + to add one)"
    addSubview(tableView)
    addSubview(messageLabel)
    tableView.dataSource = self
    tableView.reloadData()
  }

  /// Returns the member at `row`, or `nil` when there is no such row.
  package func member(at row: Int) -> Member? {
    let members = memberListManager.getMemberList()
    return members.indices.contains(row) ? members[row] : nil
  }

  // snippet: apply
  /// Adds or updates a member, as `edit` asks, and reloads the table.
  ///
  /// An update whose row no longer exists is refused with a message, and nothing changes.
  package func apply(_ edit: MemberEdit) {
    editsApplied += 1
    do {
      switch edit {
      case .add(let member):
        memberListManager.makeNewMember(member)
      case .update(let index, let member):
        try memberListManager.updateMemberInfo(index: index, member)
      }
      messageLabel.text = nil  // a change went through: an older refusal no longer applies
    } catch {
      showError(error)
    }
    tableView.reloadData()
  }
  // end snippet

  /// Shows why a change to the list was refused.
  package func showError(_ error: MemberListError) {
    messageLabel.text = "⚠ \(error)"
  }

  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: member(at: indexPath.row)?.description ?? "")
  }

  package func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
    do {
      try memberListManager.removeMember(at: indexPath.row)
      messageLabel.text = nil
    } catch {
      showError(error)
    }
    tableView.reloadData()
  }
}
