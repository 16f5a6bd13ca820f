// The receiver. It shows the members, opens detail screens and makes itself their
// delegate, then applies the edits they ask for.
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
  package var detail: MemberDetailScreen?  // MISTAKE: kept "to reuse it later", and it holds this screen
  /// Opens an empty detail screen and makes this screen its delegate.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    detailVC.delegate = self
    detail = detailVC  // MISTAKE: with a strong `delegate`, each holds the other
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

extension MemberListScreen: TableViewDelegate {
  // snippet: select
  /// Opens a detail screen filled with the selected member, with this screen as its delegate.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let member = listView.member(at: indexPath.row) else { return }
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    detailVC.delegate = self
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen: MemberDelegate {
  package func addNewMember(_ member: Member) {
    listView.apply(.add(member))
  }

  package func update(index: Int, _ member: Member) {
    listView.apply(.update(index: index, member))  // a stale index is refused there
  }
}
// end snippet
