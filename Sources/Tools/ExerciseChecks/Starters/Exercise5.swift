// Exercise 5 · The observer that hears nothing, then never leaves (Lesson 5)
//
// MemberDetailScreen posts a typed MemberSaved message on Save, and MemberListScreen
// observes it. The list never adds anyone. Make it hear the saves of the detail screens it
// opened, and only those (two lists may be open at once, as in two windows), and make sure
// it is released when its scene closes (the check does all three).
//
// Check it: swift run Coach 5 · a hint: swift run Coach --hint 5
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
      _ = NotificationCenter.default.addObserver(for: MemberSaved.self) { message in
        self.addNewMember(message.member)
      }
    }

    func plusButtonTapped() {
      navigationController?.pushViewController(MemberDetailScreen(), animated: true)
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
