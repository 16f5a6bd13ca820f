import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that keeps the last detail screen it opened.
  public final class MemberListScreen: ViewController, MemberDelegate, TableViewDataSource {
    // snippet: kept-detail
    /// WRONG together with the strong `delegate`: kept "to reuse it later".
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

    /// Opens a detail screen, makes itself the delegate, and keeps the screen.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      detailVC.delegate = self
      detail = detailVC
      navigationController?.pushViewController(detailVC, animated: true)
    }

    public func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      listView.tableView.reloadData()
    }

    public func update(index: Int, _ member: Member) {
      try? memberListManager.updateMemberInfo(index: index, member)
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
