// The receiver. It shows the members, opens detail screens and reads each one's stream
// in a task of its own, then applies the edits they carry.
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

  /// One reading task per detail screen this list opened, until that screen's stream ends.
  package let listeners = Listeners()

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
  /// Opens an empty detail screen and starts reading its stream.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  // snippet: listen
  /// Reads `detailVC`'s edits in a task that holds this screen only weakly.
  ///
  /// The task starts now, on the main actor (`Task.immediate`); its loop ends when the
  /// stream finishes, or when this screen is released and its listeners cancel the task.
  private func listen(to detailVC: MemberDetailScreen) {
    let events = detailVC.events
    let sender = detailVC.transcriptName  // the name, not the screen: the task must not keep it
    listeners.listen(to: detailVC) { [weak self] in
      for await edit in events {
        self?.receive(edit, from: sender)  // `self` is strong for this one edit only
      }
    }
  }
  // end snippet

  /// Returns once every edit written by a detail screen that has gone away is applied.
  ///
  /// A gone screen's stream has finished, so its task ends by itself; a screen still open
  /// may say more later, so its task is not waited for.
  package func waitForDelivery() async {
    await listeners.waitForDelivery()
  }
}

extension MemberListScreen: TableViewDelegate {
  // snippet: select
  /// Opens a detail screen filled with the selected member, and starts reading its stream.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let member = listView.member(at: indexPath.row) else { return }
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Applies an edit read from a detail screen's stream, and records its arrival.
  private func receive(_ edit: MemberEdit, from sender: String) {
    transcript.message(from: "\(sender).events", to: self, "\(edit)")
    listView.apply(edit)  // a stale index is refused there
  }
}
// end snippet
