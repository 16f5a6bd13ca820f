// Exercise 8, half fixed: `[weak self]` on the inner Task only. onChange still captures self
// strongly to hand it on, and the roster keeps onChange, so the list stays alive.
import ExerciseChecks
import Foundation
import MemberViews
import Members
import Observation
import StageKit

/// The wrong fix of exercise 8.
enum WeakInnerTask {
  final class MemberListScreen: ViewController, RosterListSubject, TableViewDataSource {
    /// Every list made, held weakly, so that a test can end the observation that keeps one alive.
    static var made: [Weak] = []

    let roster: MemberRoster
    let listView = MemberListView()
    private var shown: [Member] = []

    init(roster: MemberRoster) {
      self.roster = roster
      super.init()
      Self.made.append(Weak(self))
    }

    override func loadView() {
      view = listView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      listView.tableView.dataSource = self
      observeRoster()
    }

    func observeRoster() {
      withObservationTracking {
        shown = roster.members
        listView.tableView.reloadData()
      } onChange: {
        Task { @MainActor [weak self] in  // the wrong fix: the weak capture is one closure too deep
          self?.observeRoster()
        }
      }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(text: shown[indexPath.row].description)
    }
  }

  /// A weak reference to a list.
  @MainActor
  struct Weak {
    weak var list: MemberListScreen?
    init(_ list: MemberListScreen) { self.list = list }
  }
}
