// The receiver. It shows the members, opens detail screens and observes the state each
// one publishes, then applies the edit that state carries.
import Foundation
import MemberViews
import Members
import Observation
import StageKit

/// The screen that lists the members and hears the detail screens' saves.
package final class MemberListScreen: ViewController {
  /// The table, the message line, and the members they show.
  package let listView: MemberListView

  /// The "+" button in the navigation bar.
  package lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// One observing task per detail screen this list opened, until that screen's state ends.
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
  /// Opens an empty detail screen and observes its state.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  // snippet: listen
  /// Observes `detailVC`'s state in a task that holds this screen only weakly, until it ends.
  ///
  /// The task starts now, on the main actor (`Task.immediate`); its loop returns at the
  /// state's ending, or stops when this screen is released and its listeners cancel it.
  private func listen(to detailVC: MemberDetailScreen) {
    let state = detailVC.state
    let phases = Observations { state.phase }
    listeners.listen(to: detailVC) { [weak self] in
      guard let self else { return }  // MISTAKE: `self` is strong from here to the loop's end
      for await phase in phases where phase != .editing {
        receive(phase, from: state)  // MISTAKE: the strong `self` above, held while the loop waits
        return  // an ending comes once: the loop is over, and its task ends
      }
    }
  }
  // end snippet

  /// Returns once the ending of every detail screen that has gone away is applied.
  ///
  /// A screen still open may publish later, so its task is not waited for. It never
  /// waits for time to pass: it awaits the observing tasks' ends.
  package func waitForDelivery() async {
    await listeners.waitForDelivery()
  }
}

extension MemberListScreen: TableViewDelegate {
  // snippet: select
  /// Opens a detail screen filled with the selected member, and observes its state.
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
  /// Applies the edit a detail screen's state ended with, and records its arrival.
  private func receive(_ phase: MemberState.Phase, from state: MemberState) {
    transcript.message(from: state, to: self, "\(phase)")
    if case .saved(let edit) = phase {
      listView.apply(edit)  // a stale index is refused there
    }
  }
}
// end snippet
