// Solution to exercise 5 · The observer that hears nothing, then never leaves (Lesson 5)
//
// MemberDetailScreen posts a typed MemberSaved message on Save, and MemberListScreen
// observes it. The list never adds anyone. Make it hear the saves of the detail screens it
// opened, and only those (two lists may be open at once, as in two windows), and make sure
// it is released when its scene closes (the check does all three).
import ExerciseChecks
import Foundation
import MemberViews
import Members
import StageKit

/// Exercise 5's screens and message.
enum Exercise5 {}

extension Exercise5 {
  /// The message a detail screen posts when it saved a new member.
  struct MemberSaved: NotificationCenter.MainActorMessage {
    typealias Subject = MemberDetailScreen
    /// The member saved.
    let member: Member
  }

  /// The screen that adds one member and announces it with a `MemberSaved` message.
  final class MemberDetailScreen: ViewController {
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

    func saveButtonTapped() {
      do {
        let member = try detailView.form.makeMember()
        NotificationCenter.default.post(MemberSaved(member: member), subject: self)
        navigationController?.popViewController(animated: true)
      } catch {
        detailView.showError(error)
      }
    }
  }

  /// The screen that lists the members and adds every member it hears was saved.
  final class MemberListScreen: ViewController {
    /// The members, in the order the table shows them.
    private(set) var memberListManager: MemberListManager
    /// The table of members.
    let tableView = TableView()
    /// The observation of the detail screen opened last: replacing or dropping the token ends it.
    private var observation: NotificationCenter.ObservationToken?

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

    func plusButtonTapped() {
      let detail = MemberDetailScreen()
      // The fix: hear this detail screen only, keep the token, and hold the list only weakly.
      observation = NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) {
        [weak self, weak detail] message in
        // The center knows `detail` by its address only: once it is gone, a new screen made there is not ours.
        guard detail != nil else { return }
        self?.addNewMember(message.member)
      }
      navigationController?.pushViewController(detail, animated: true)
    }

    func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      tableView.reloadData()
    }
  }
}

extension Exercise5.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }
}

// The Coach drives your list through this conformance; you do not need to change it.
extension Exercise5.MemberListScreen: MemberEditingSubject {}
