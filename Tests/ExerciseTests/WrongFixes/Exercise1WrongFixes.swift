// Exercise 1's wrong fixes: what a learner tries against a strong delegate under a list
// that keeps its last detail screen. Each is the starter with the one change described.
import ExerciseChecks
import Members
import StageKit

/// The receiver of a detail screen's saves, as every exercise 1 wrong fix declares it.
@MainActor
protocol Exercise1Delegate: AnyObject {
  func addNewMember(_ member: Member)
}

/// A detail screen whose delegate is strong, as the starter's is.
final class StrongDelegateDetail: WrongFixDetailScreen {
  var delegate: Exercise1Delegate?
  /// Set to break the cycle in `viewDidDisappear`, as one wrong fix does.
  var dropsDelegateOnDisappear = false

  override func save(_ member: Member) -> Bool {
    delegate?.addNewMember(member)
    return true
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if dropsDelegateOnDisappear { delegate = nil }
  }
}

/// The starter: the list keeps lastDetail and the detail screen keeps its delegate, both strongly.
enum StrongBoth {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    var lastDetail: StrongDelegateDetail?

    override func plusButtonTapped() {
      let detail = StrongDelegateDetail()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// `lastDetail` made weak, the delegate left strong: nothing leaks, and Undo has nothing to undo.
enum WeakLastDetail {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    weak var lastDetail: StrongDelegateDetail?  // the wrong fix: the list should own it

    override func plusButtonTapped() {
      let detail = StrongDelegateDetail()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// `unowned var delegate`: no cycle, and a trap when a detail screen outlives its list.
enum UnownedDelegate {
  final class MemberDetailScreen: WrongFixDetailScreen {
    unowned var delegate: Exercise1Delegate?  // the wrong fix

    override func save(_ member: Member) -> Bool {
      delegate?.addNewMember(member)
      return true
    }
  }

  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    var lastDetail: MemberDetailScreen?

    override func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// Breaking the cycle in the list's `deinit`, which the cycle never lets run.
enum DeinitBreaksCycle {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    var lastDetail: StrongDelegateDetail?

    isolated deinit {
      lastDetail?.delegate = nil  // the wrong fix: never reached
    }

    override func plusButtonTapped() {
      let detail = StrongDelegateDetail()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// Dropping the delegate when the detail screen disappears: fine after Save or Back, a
/// cycle when the scene closes with the detail screen still open.
enum DisappearBreaksCycle {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    var lastDetail: StrongDelegateDetail?

    override func plusButtonTapped() {
      let detail = StrongDelegateDetail()
      detail.delegate = self
      detail.dropsDelegateOnDisappear = true  // the wrong fix
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// Deleting `lastDetail` altogether: no cycle, and the feature the task keeps is gone.
enum NoLastDetail {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    override func plusButtonTapped() {
      let detail = StrongDelegateDetail()
      detail.delegate = self  // the wrong fix: nothing keeps the detail screen for Undo
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// No delegate at all: the detail screen tells the list loaded last, found app-wide.
///
/// No cycle, and Save works while there is one list; with two windows, every Save goes to
/// the same one.
enum SharedList {
  final class MemberListScreen: WrongFixListScreen, Exercise1Delegate {
    /// The list loaded last, for every detail screen to find.
    static weak var current: MemberListScreen?
    var lastDetail: MemberDetailScreen?

    override func viewDidLoad() {
      super.viewDidLoad()
      Self.current = self  // the wrong fix: found by being the last one, not by being asked
    }

    override func plusButtonTapped() {
      let detail = MemberDetailScreen()
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  final class MemberDetailScreen: WrongFixDetailScreen {
    override func save(_ member: Member) -> Bool {
      MemberListScreen.current?.addNewMember(member)
      return true
    }
  }
}
