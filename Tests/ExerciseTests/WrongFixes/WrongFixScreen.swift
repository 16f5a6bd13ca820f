// What the test-only wrong fixes share: a list with a "+" button and a detail screen with
// the member form, so that each wrong fix below shows only the line it gets wrong.
import ExerciseChecks
import MemberViews
import Members
import StageKit

/// A member list whose "+" calls `plusButtonTapped()`, which each wrong fix writes its own way.
@MainActor
class WrongFixListScreen: ViewController, MemberEditingSubject {
  private(set) var memberListManager: MemberListManager

  required init(members: [Member]) {
    memberListManager = MemberListManager(members: members)
    super.init()
  }

  override func loadView() {
    view = MemberListView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = BarButtonItem(
      barButtonSystemItem: .add, target: self, action: WrongFixListScreen.plusButtonTapped)
  }

  func plusButtonTapped() {}

  func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
  }
}

/// A detail screen whose Save hands the member to `save`, then goes back when it returns `true`.
@MainActor
class WrongFixDetailScreen: ViewController {
  let detailView = MemberFormView()

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailView.saveButton.addTarget(self, action: WrongFixDetailScreen.saveButtonTapped)
  }

  /// Returns whether the member was taken.
  func save(_ member: Member) -> Bool { true }

  func saveButtonTapped() {
    do {
      if save(try detailView.form.makeMember()) { navigationController?.popViewController(animated: true) }
    } catch {
      detailView.showError(error)
    }
  }
}
