// Solution to exercise 1 · The delegate that holds on (Lesson 1)
//
// MemberListScreen keeps the last detail screen it opened (an Undo button will need it),
// and MemberDetailScreen tells it about Save through a delegate. Saving works, but
// neither screen is ever released. Make them go when the scene closes; Save must still work,
// and the list must still keep lastDetail while it is open.
import ExerciseChecks
import Foundation
import MemberViews
import Members
import StageKit

/// Exercise 1's screens.
enum Exercise1 {}

extension Exercise1 {
  /// The receiver of a detail screen's saves.
  @MainActor
  protocol MemberDelegate: AnyObject {  // the fix, part 1: only classes can be held weakly
    /// Adds a member the user has just created.
    func addNewMember(_ member: Member)
  }

  /// The screen that adds one member and tells its delegate on Save.
  final class MemberDetailScreen: ViewController {
    /// The receiver of this screen's saves, held weakly.
    weak var delegate: MemberDelegate?  // the fix, part 2: the list owns this screen, not the reverse

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

    /// Validates the form, tells the delegate, and goes back.
    func saveButtonTapped() {
      do {
        let member = try detailView.form.makeMember()
        delegate?.addNewMember(member)
        navigationController?.popViewController(animated: true)
      } catch {
        detailView.showError(error)
      }
    }
  }

  /// The screen that lists the members and receives the detail screens' saves.
  final class MemberListScreen: ViewController, MemberDelegate {
    /// The members, in the order the table shows them.
    private(set) var memberListManager: MemberListManager
    /// The last detail screen opened, kept for an Undo button to come.
    private(set) var lastDetail: MemberDetailScreen?
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
    }

    /// Opens an empty detail screen with this screen as its delegate.
    func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }

    func addNewMember(_ member: Member) {
      memberListManager.makeNewMember(member)
      tableView.reloadData()
    }
  }
}

extension Exercise1.MemberListScreen: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }
}

// The Coach drives your list through this conformance; you do not need to change it.
extension Exercise1.MemberListScreen: MemberEditingSubject {}
