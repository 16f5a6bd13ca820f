// Solution to exercise 4 · The closure that captures its owner (Lesson 4)
//
// MemberListScreen makes one detail screen and reuses it for every "+"; the detail
// screen reports Save through its onSave closure. Saving works, but the list is never
// released. Make both screens go when the scene closes, without giving up the reuse.
import ExerciseChecks
import Foundation
import MemberViews
import Members
import StageKit

/// Exercise 4's screens.
enum Exercise4 {}

extension Exercise4 {
  /// The screen that adds one member and hands it to `onSave`.
  final class MemberDetailScreen: ViewController {
    /// Called with the new member when Save succeeds.
    var onSave: ((Member) -> Void)?
    /// The form: the four fields, Save, and the message line.
    let detailView = MemberFormView()

    override func loadView() {
      view = detailView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "New member"
      detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
    }

    /// Empties the form, for the next use.
    func clear() {
      detailView.type(name: "", age: "", phone: "", address: "")
      detailView.messageLabel.text = nil
    }

    func saveButtonTapped() {
      do {
        onSave?(try detailView.form.makeMember())
        navigationController?.popViewController(animated: true)
      } catch {
        detailView.showError(error)
      }
    }
  }

  /// The screen that lists the members and reuses one detail screen for every "+".
  final class MemberListScreen: ViewController {
    /// The members, in the order the table shows them.
    private(set) var memberListManager: MemberListManager
    /// The table of members.
    let tableView = TableView()

    /// The detail screen, made on the first "+" and reused after that.
    private(set) lazy var detailScreen: MemberDetailScreen = makeDetailScreen()

    /// Creates a list screen showing `members`.
    init(members: [Member]) {
      memberListManager = MemberListManager(members: members)
      super.init()
    }

    override func loadView() {
      view = tableView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
      tableView.dataSource = self
      tableView.reloadData()
    }

    private func makeDetailScreen() -> MemberDetailScreen {
      let detail = MemberDetailScreen()
      detail.onSave = { [weak self] member in  // the fix: the closure must not own the list
        self?.addNewMember(member)
      }
      return detail
    }

    func plusButtonTapped() {
      detailScreen.clear()
      navigationController?.pushViewController(detailScreen, animated: true)
    }

    func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      tableView.reloadData()
    }
  }
}

extension Exercise4.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }
}

// The Coach drives your list through this conformance; you do not need to change it.
extension Exercise4.MemberListScreen: MemberEditingSubject {}
