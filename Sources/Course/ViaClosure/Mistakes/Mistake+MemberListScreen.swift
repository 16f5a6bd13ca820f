import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that keeps its detail screen and captures itself strongly.
  ///
  /// The detail screen is the correct one: a stored closure is always held strongly, and
  /// only the receiver that writes it decides what it captures.
  package final class MemberListScreen: ViewController {
    // snippet: kept-detail
    /// Harmless alone, WRONG together with the strong capture in `plusButtonTapped()`: kept "to reuse it later".
    package var detail: MemberDetailScreen?
    // end snippet

    /// The table, the message line and the members, as in the correct screen.
    package let listView = MemberListView()

    /// The members, as in the correct screen.
    package var memberListManager: MemberListManager { listView.memberListManager }

    package override func loadView() {
      view = listView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
    }

    // snippet: strong-capture
    /// Opens a detail screen with a closure that captures `self` strongly: WRONG.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      detailVC.onSave = { edit in self.receive(edit) }  // no [weak self]
      detail = detailVC
      navigationController?.pushViewController(detailVC, animated: true)
    }
    // end snippet

    /// Applies an edit, as the correct screen does.
    func receive(_ edit: MemberEdit) {
      listView.apply(edit)
    }
  }
}
