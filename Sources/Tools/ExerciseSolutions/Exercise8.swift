// Solution to exercise 8 · The observation that keeps its observer (Lesson 8)
//
// MemberListScreen shows a MemberRoster (an Observable model that outlives screens): a task
// loops over `Observations { … }` and shows the members after every change. The rows stay
// current, but the list is never released while the roster lives. Make it go when its
// scene closes; while it is open, the rows must still follow every change.
import ExerciseChecks
import Foundation
import MemberViews
import Members
import Observation
import StageKit

/// Exercise 8's screen.
enum Exercise8 {}

extension Exercise8 {
  /// The screen that shows the roster's members and follows every change.
  final class MemberListScreen: ViewController {
    /// The model this screen shows; it lives longer than the screen.
    let roster: MemberRoster
    /// The table of members.
    let tableView = TableView()
    private var shown: [Member] = []
    private var observation: Task<Void, Never>?

    /// Creates a list screen for `roster`.
    init(roster: MemberRoster) {
      self.roster = roster
      super.init()
    }

    isolated deinit {
      observation?.cancel()  // the loop ends with the list
    }

    override func loadView() {
      view = tableView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      tableView.dataSource = self
      // The fix: the task and the observed closure hold the roster, and the list only weakly, per change.
      observation = Task { [weak self, roster] in
        for await members in Observations({ roster.members }) {
          self?.show(members)
        }
      }
    }

    /// Shows `members` in the table.
    func show(_ members: [Member]) {
      shown = members
      tableView.reloadData()
    }
  }
}

extension Exercise8.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    shown.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: shown[indexPath.row].description)
  }
}

// The Coach drives your list through this conformance; you do not need to change it.
extension Exercise8.MemberListScreen: RosterListSubject {}
