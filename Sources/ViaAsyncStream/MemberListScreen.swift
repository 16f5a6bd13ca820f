// The receiver. It owns the members, shows them, opens detail screens and reads each
// one's events in a task of its own, then does the work they ask for.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that lists the members and reads the detail screens' events.
public final class MemberListScreen: ViewController {
  /// The members, in the order the table shows them.
  public private(set) var memberListManager: MemberListManager

  /// The table and the message line.
  public let listView = MemberListView()

  /// The "+" button in the navigation bar.
  public lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// One task per detail screen being read, with that screen, held weakly.
  private struct Listener {
    weak var sender: MemberDetailScreen?
    let task: Task<Void, Never>
  }

  private var listeners: [Int: Listener] = [:]
  private var listenersStarted = 0

  /// Creates a list screen showing `members`.
  public init(members: [Member] = []) {
    memberListManager = MemberListManager(members: members)
    super.init()
  }

  deinit {
    for listener in listeners.values { listener.task.cancel() }  // ends each `for await`
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
  /// Opens an empty detail screen and starts reading its events.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding)
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  // snippet: listen
  /// Reads `detailVC`'s events in a task that holds this screen only weakly.
  ///
  /// `Task.immediate` starts reading now, on the main actor; the loop ends when the
  /// stream finishes, or when this screen is released and cancels the task.
  private func listen(to detailVC: MemberDetailScreen) {
    let events = detailVC.events
    let sender = detailVC.transcriptName  // the name, not the screen: the task must not keep it
    let id = listenersStarted
    listenersStarted += 1
    let task = Task.immediate { [weak self] in
      for await event in events {
        guard let self else { return }  // strong for this one event only
        handle(event, from: sender)
      }
      self?.listeners[id] = nil
    }
    listeners[id] = Listener(sender: detailVC, task: task)
  }
  // end snippet

  /// Returns once every event written by a detail screen that has gone away is handled.
  ///
  /// A gone screen's stream has finished, so its task ends by itself; a screen still open
  /// may say more later, so its task is not waited for. Tests and lessons use this to
  /// wait for delivery without guessing a time.
  public func waitForDelivery() async {
    for listener in listeners.values where listener.sender == nil {
      await listener.task.value
    }
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
  /// Opens a detail screen filled with the selected member, and starts reading its events.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let member = memberListManager.getMemberList()[indexPath.row]
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row))
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Does what one event asks, and records its arrival.
  private func handle(_ event: MemberEvent, from sender: String) {
    transcript.record(.message(from: "\(sender).events", to: transcriptName, text: "\(event)"))
    switch event {
    case .saved(let member): addNewMember(member)
    case .updated(let index, let member): update(index: index, member)
    }
  }

  public func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
    tableView.reloadData()
  }

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
