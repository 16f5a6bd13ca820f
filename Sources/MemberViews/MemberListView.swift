import Members
import StageKit

/// The list screen's view: the table of members, and a line for refusals.
@MainActor
public final class MemberListView: View {
  /// The table with one row per member.
  public let tableView = TableView()
  /// The line that explains a refused change, such as a stale row index.
  public let messageLabel = Label()

  /// Creates the view with an empty table.
  public override init() {
    super.init()
    tableView.emptyText = "(no members yet: tap + to add one)"
    addSubview(tableView)
    addSubview(messageLabel)
  }

  /// Shows why a change to the list was refused.
  public func showError(_ error: MemberListError) {
    messageLabel.text = "⚠ \(error)"
  }
}
