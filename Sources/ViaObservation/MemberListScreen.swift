// The receiver. It owns the members, shows them, opens detail screens and observes the
// state each one publishes, then does the work that state asks for.
import Foundation
import MemberViews
import Members
import Observation
import StageKit

/// The screen that lists the members and observes the detail screens' state.
public final class MemberListScreen: ViewController {
  /// The members, in the order the table shows them.
  public private(set) var memberListManager: MemberListManager

  /// The table and the message line.
  public let listView = MemberListView()

  /// The "+" button in the navigation bar.
  public lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// The state of the last detail screen opened, and the loop that observes it.
  ///
  /// The loop ends by itself once that state reaches an ending.
  public private(set) var observation: (state: MemberEditState, loop: Task<Void, Never>)?

  /// Creates a list screen showing `members`.
  public init(members: [Member] = []) {
    memberListManager = MemberListManager(members: members)
    super.init()
  }

  deinit {
    observation?.loop.cancel()  // a list that is gone applies nothing more
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
  /// Opens an empty detail screen and observes its state.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    observe(detailVC.state)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  /// Returns once the ending the observed detail screen published has been applied.
  ///
  /// While that screen is open and has published nothing there is nothing to deliver,
  /// so it returns at once. It never waits for time to pass: it awaits the loop's end.
  public func settle() async {
    guard let observation, observation.state.phase != .editing else { return }
    await observation.loop.value
  }
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
  /// Opens a detail screen filled with the selected member, and observes its state.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let member = memberListManager.getMemberList()[indexPath.row]
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    observe(detailVC.state)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Observes `state` until it reaches an ending, applies that ending, and stops.
  func observe(_ state: MemberEditState) {
    let phases = Observations { state.phase }
    let loop = Task { [weak self] in
      for await phase in phases where phase != .editing {
        self?.apply(phase, from: state)
        return  // an ending comes once: the loop is over, and its task ends
      }
    }
    observation = (state, loop)
  }

  private func apply(_ phase: MemberEditState.Phase, from state: MemberEditState) {
    transcript.message(from: state, to: self, "\(phase)")
    switch phase {
    case .added(let member):
      memberListManager.makeNewMember(member)
    case .updated(let index, let member):
      do {
        try memberListManager.updateMemberInfo(index: index, member)
      } catch {
        listView.showError(error)  // a stale index: the list stays as it was
      }
    case .editing, .closed:
      return
    }
    tableView.reloadData()
  }
}
// end snippet
