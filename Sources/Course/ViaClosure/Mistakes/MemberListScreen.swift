// The receiver. It shows the members, opens detail screens and gives each a closure that
// captures it weakly, then applies the edits they ask for.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that lists the members and hears the detail screens' saves.
package final class MemberListScreen: ViewController {
  /// The table, the message line, and the members they show.
  package let listView: MemberListView

  /// The "+" button in the navigation bar.
  package lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// Creates a list screen showing `members`.
  package init(members: [Member] = []) {
    listView = MemberListView(members: members)
    super.init()
  }

  /// The members, in the order the table shows them.
  package var memberListManager: MemberListManager { listView.memberListManager }

  /// The table of members.
  package var tableView: TableView { listView.tableView }

  package override func loadView() {
    view = listView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    title = "Members"
    navigationItem.rightBarButtonItem = plusButton
    tableView.delegate = self
  }

  // snippet: plus
  package var detail: MemberDetailScreen?  // MISTAKE: kept "to reuse it later", and its closure holds this screen
  /// Opens an empty detail screen and gives it a closure that tells this screen.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    detailVC.onSave = { edit in self.receive(edit) }  // MISTAKE: no `[weak self]`: the closure holds this screen
    detail = detailVC  // MISTAKE: with the strong capture, each holds the other
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

extension MemberListScreen: TableViewDelegate {
  // snippet: select
  /// Opens a detail screen filled with the selected member, with a closure that tells this screen.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let member = listView.member(at: indexPath.row) else { return }
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    detailVC.onSave = { [weak self] edit in self?.receive(edit) }
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Applies an edit a detail screen saved: what its `onSave` closure calls.
  func receive(_ edit: MemberEdit) {
    listView.apply(edit)  // a stale index is refused there
  }
}
// end snippet
