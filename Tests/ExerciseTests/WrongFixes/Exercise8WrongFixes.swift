// Exercise 8's wrong fixes: ways to loop over `Observations` of a roster that outlives the
// list which still hold the list, stop following the roster, or promise the list will be there.
import ExerciseChecks
import Foundation
import MemberViews
import Members
import Observation
import StageKit

/// A member list that shows `roster.members`, once `startObserving()` has started a loop.
class Exercise8List: ViewController, RosterListSubject, TableViewDataSource {
  let roster: MemberRoster
  let listView = MemberListView()
  private var shown: [Member] = []
  var observation: Task<Void, Never>?

  required init(roster: MemberRoster) {
    self.roster = roster
    super.init()
    Leftovers.note(self)
  }

  override func loadView() {
    view = listView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    listView.tableView.dataSource = self
    startObserving()
  }

  func startObserving() {}

  func show(_ members: [Member]) {
    shown = members
    listView.tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: shown[indexPath.row].description)
  }
}

/// `[unowned self]` in the task: no cycle, and a trap when the roster changes after the list is gone.
enum UnownedObserver {
  final class MemberListScreen: Exercise8List {
    override func startObserving() {
      observation = Task { [unowned self] in
        for await members in Observations({ self.roster.members }) { self.show(members) }  // the wrong fix
      }
    }
  }
}

/// `guard let self` at the top of the task: one strong reference for as long as the roster lives.
enum GuardLetObserver {
  final class MemberListScreen: Exercise8List {
    override func startObserving() {
      observation = Task { [weak self] in
        guard let self else { return }  // the wrong fix
        for await members in Observations({ self.roster.members }) { show(members) }
      }
    }
  }
}

/// `[weak self]` on the task, but the `Observations` made outside it reads `self.roster`:
/// the sequence the task holds holds the list.
enum ObservationsOutsideTask {
  final class MemberListScreen: Exercise8List {
    override func startObserving() {
      let changes = Observations { self.roster.members }  // the wrong fix: this closure keeps self
      observation = Task { [weak self] in
        for await members in changes { self?.show(members) }
      }
    }
  }
}

/// The task cancelled in deinit, and left holding the list: the deinit never comes.
enum CancelInDeinitOnly {
  final class MemberListScreen: Exercise8List {
    isolated deinit {
      observation?.cancel()  // the wrong fix: never reached
    }

    override func startObserving() {
      observation = Task {
        for await members in Observations({ self.roster.members }) { show(members) }
      }
    }
  }
}

/// The members read once, with no loop: the list goes, and its rows never follow a change.
enum ReadsOnce {
  final class MemberListScreen: Exercise8List {
    override func startObserving() {
      show(roster.members)  // the wrong fix: no observation at all
    }
  }
}

/// The closures right, roster captured and `self` taken weakly per change, but the task
/// never cancelled: the list goes, and its task loops for as long as the roster lives.
enum ObservationNeverEnds {
  final class MemberListScreen: Exercise8List {
    override func startObserving() {
      observation = Task { [weak self, roster] in  // the wrong fix: nothing cancels it when the list goes
        for await members in Observations({ roster.members }) { self?.show(members) }
      }
      Leftovers.keep(observation)
    }
  }
}
