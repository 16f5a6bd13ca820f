// Exercise 1, fixed the wrong way round: `lastDetail` made weak, the delegate left strong.
// Nothing leaks, but the list no longer keeps its last detail screen for Undo.
import ExerciseChecks
import Members
import StageKit

/// The wrong fix of exercise 1.
enum WeakLastDetail {
  @MainActor
  protocol MemberDelegate {
    func addNewMember(_ member: Member)
  }

  final class MemberDetailScreen: WrongFixDetailScreen {
    var delegate: MemberDelegate?  // still strong

    override func save(_ member: Member) -> Bool {
      delegate?.addNewMember(member)
      return true
    }
  }

  final class MemberListScreen: WrongFixListScreen, MemberDelegate {
    weak var lastDetail: MemberDetailScreen?  // the wrong fix: the list should own it

    override func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}
