import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that keeps its detail screen and captures itself strongly.
  public final class MemberListScreen: ViewController, TableViewDataSource {
    // snippet: kept-detail
    /// Harmless alone, WRONG together with the strong capture in `plusButtonTapped()`: kept "to reuse it later".
    public var detail: MemberDetailScreen?
    // end snippet

    /// The members, as in the correct screen.
    public private(set) var memberListManager = MemberListManager()
    /// The table and the message line.
    public let listView = MemberListView()

    public override func loadView() {
      view = listView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
      listView.tableView.dataSource = self
      listView.tableView.reloadData()
    }

    // snippet: strong-capture
    /// Opens a detail screen with a closure that captures `self` strongly: WRONG.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      detailVC.onSave = { member in self.addNewMember(member) }  // no [weak self]
      detail = detailVC
      navigationController?.pushViewController(detailVC, animated: true)
    }
    // end snippet

    /// Adds a member, as the correct screen does.
    public func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      listView.tableView.reloadData()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      memberListManager.getMemberList().count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
    }
  }
}
