// The receiver. It owns the members, shows them, opens detail screens and gives them
// closures that capture it weakly, then does the work they ask for.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that lists the members and receives the detail screens' saves.
public final class MemberListScreen: ViewController {
  /// The members, in the order the table shows them.
  public private(set) var memberListManager: MemberListManager

  /// The table and the message line.
  public let listView = MemberListView()

  /// The "+" button in the navigation bar.
  public lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// Creates a list screen showing `members`.
  public init(members: [Member] = []) {
    memberListManager = MemberListManager(members: members)
    super.init()
  }

  /// The table of members.
  public var tableView: TableView { listView.tableView }

  public override func loadView() {
    view = listView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Members"
    navigationItem.rightBarButtonItem = plusButton
    tableView.dataSource = self
    tableView.delegate = self
    tableView.reloadData()
  }

  // snippet: plus
  /// Opens an empty detail screen and gives it a closure that adds to this list.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    detailVC.onSave = { [weak self] member in self?.addNewMember(member) }
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

extension MemberListScreen: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }

  public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
    do {
      try memberListManager.removeMember(at: indexPath.row)
    } catch {
      listView.showError(error)
    }
    tableView.reloadData()
  }

  // snippet: select
  /// Opens a detail screen filled with the selected member, with a closure that updates it.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let member = memberListManager.getMemberList()[indexPath.row]
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    detailVC.onUpdate = { [weak self] index, member in self?.update(index: index, member) }
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Adds a member the user has just created: what the `onSave` closure calls.
  public func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
    tableView.reloadData()
  }

  /// Replaces the member at row `index` with the edited `member`: what `onUpdate` calls.
  public func update(index: Int, _ member: Member) {
    do {
      try memberListManager.updateMemberInfo(index: index, member)
    } catch {
      listView.showError(error)  // a stale index: the list stays as it was
    }
    tableView.reloadData()
  }
}
// end snippet
