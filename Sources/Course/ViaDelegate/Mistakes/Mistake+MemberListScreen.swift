import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that keeps the last detail screen it opened.
  package final class MemberListScreen: ViewController, MemberDelegate {
    // snippet: kept-detail
    /// WRONG together with the strong `delegate`: kept "to reuse it later".
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

    /// Opens a detail screen, makes itself the delegate, and keeps the screen.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      detailVC.delegate = self
      detail = detailVC
      navigationController?.pushViewController(detailVC, animated: true)
    }

    package func addNewMember(_ member: Member) {
      listView.apply(.add(member))
    }

    package func update(index: Int, _ member: Member) {
      listView.apply(.update(index: index, member))
    }
  }
}
