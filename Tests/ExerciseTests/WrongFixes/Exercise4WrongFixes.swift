// Exercise 4's wrong fixes: what a learner tries against a reused detail screen whose
// onSave closure captures the list.
import ExerciseChecks
import Members
import StageKit

/// A detail screen that hands the new member to `onSave`, and may drop it after one use.
final class ClosureDetail: WrongFixDetailScreen {
  var onSave: (@MainActor (Member) -> Void)?
  /// Set by the wrong fix that breaks the cycle after each save.
  var dropsClosureAfterSave = false

  override func save(_ member: Member) -> Bool {
    onSave?(member)
    if dropsClosureAfterSave { onSave = nil }
    return true
  }
}

/// A new detail screen on each "+": `[weak self]` is right, the reuse is gone.
enum FreshDetail {
  final class MemberListScreen: WrongFixListScreen {
    override func plusButtonTapped() {
      let detail = ClosureDetail()  // the wrong fix: a new screen on every "+"
      detail.onSave = { [weak self] member in self?.addNewMember(member) }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// `[unowned self]`: no cycle, and a trap when the detail screen outlives its list.
enum UnownedSelf {
  final class MemberListScreen: WrongFixListScreen {
    lazy var detailScreen: ClosureDetail = {
      let detail = ClosureDetail()
      detail.onSave = { [unowned self] member in self.addNewMember(member) }  // the wrong fix
      return detail
    }()

    override func plusButtonTapped() {
      navigationController?.pushViewController(detailScreen, animated: true)
    }
  }
}

/// `detail.onSave = addNewMember`: no `self` written, and the method reference captures it anyway.
enum MethodReference {
  final class MemberListScreen: WrongFixListScreen {
    lazy var detailScreen: ClosureDetail = {
      let detail = ClosureDetail()
      detail.onSave = addNewMember  // the wrong fix: a bound method holds its object strongly
      return detail
    }()

    override func plusButtonTapped() {
      navigationController?.pushViewController(detailScreen, animated: true)
    }
  }
}

/// Breaking the cycle after each save by dropping `onSave`: the reused screen's next save reaches nobody.
enum ClearAfterSave {
  final class MemberListScreen: WrongFixListScreen {
    lazy var detailScreen: ClosureDetail = {
      let detail = ClosureDetail()
      detail.onSave = { member in self.addNewMember(member) }
      detail.dropsClosureAfterSave = true  // the wrong fix
      return detail
    }()

    override func plusButtonTapped() {
      navigationController?.pushViewController(detailScreen, animated: true)
    }
  }
}

/// The list's reference made weak instead: no cycle, and the screen is gone by the next "+".
enum WeakDetailScreen {
  final class MemberListScreen: WrongFixListScreen {
    weak var detailScreen: ClosureDetail?  // the wrong fix: the list should own it

    override func plusButtonTapped() {
      let detail = detailScreen ?? ClosureDetail()
      detail.onSave = { member in self.addNewMember(member) }
      detailScreen = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}
