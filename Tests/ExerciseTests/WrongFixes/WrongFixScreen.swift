// What the test-only wrong fixes share: screens with the lesson's views, so that each wrong
// fix below writes only the lines it gets wrong. Every object they make is noted in
// `Leftovers`; the ones a wrong fix leaks are kept reachable after its test, so that
// LeakSanitizer, which reports only memory nothing can reach, is not told about leaks
// the tests made on purpose and have just proved.
import ExerciseChecks
import MemberViews
import Members
import StageKit

/// The objects the wrong fixes made, and those kept alive on purpose once a test has proved the leak.
@MainActor
enum Leftovers {
  private struct Made {
    weak var object: AnyObject?
  }

  private static var made: [Made] = []
  private static var kept: [AnyObject] = []
  private static var tasks: [Task<Void, Never>] = []

  /// Notes an object a wrong fix made.
  static func note(_ object: AnyObject) {
    made.append(Made(object: object))
  }

  /// Keeps a task that a wrong fix never ends reachable, for the rest of the run: its screen
  /// is gone, so nothing else points at it.
  static func keep(_ task: Task<Void, Never>?) {
    if let task { tasks.append(task) }
  }

  /// Keeps every object still alive reachable from here, for the rest of the run.
  static func keepSurvivors() {
    kept += made.compactMap(\.object)
    made.removeAll()
  }
}

/// A member list whose "+" calls `plusButtonTapped()`, which each wrong fix writes its own way.
@MainActor
class WrongFixListScreen: ViewController, MemberEditingSubject {
  private(set) var memberListManager: MemberListManager

  required init(members: [Member]) {
    memberListManager = MemberListManager(members: members)
    super.init()
    Leftovers.note(self)
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

  init() {
    super.init()
    Leftovers.note(self)
  }

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
