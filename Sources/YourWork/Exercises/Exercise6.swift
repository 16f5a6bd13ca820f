// Exercise 6 · The stream task that outlives its screen (Lesson 6)
//
// MemberListScreen adds every member that arrives on its events stream, in a Task that
// says [weak self]. The stream stays open as long as the app runs. Make the list go
// when its scene closes, while the stream is still open.
//
// Check it: swift run Coach 6 · a hint: swift run Coach --hint 6
import ExerciseChecks
import Foundation
import MemberViews
import Members
import StageKit

/// Exercise 6's screen.
enum Exercise6 {}

extension Exercise6 {
  /// The screen that lists the members and adds each one that arrives on `events`.
  final class MemberListScreen: ViewController {
    /// The members, in the order the table shows them.
    private(set) var memberListManager = MemberListManager()
    /// The table of members.
    let tableView = TableView()

    private let events: AsyncStream<Member>
    private var listening: Task<Void, Never>?

    /// Creates a list screen that adds every member `events` delivers.
    init(events: AsyncStream<Member>) {
      self.events = events
      super.init()
    }

    isolated deinit {
      listening?.cancel()
    }

    override func loadView() {
      view = tableView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      tableView.dataSource = self
      tableView.reloadData()
      listening = Task { [weak self] in
        await self?.listen()
      }
    }

    private func listen() async {
      for await member in events {
        addNewMember(member)
      }
    }

    func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      tableView.reloadData()
    }
  }
}

extension Exercise6.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }
}

// The Coach drives your list through this conformance; you do not need to change it.
extension Exercise6.MemberListScreen: StreamListSubject {}
