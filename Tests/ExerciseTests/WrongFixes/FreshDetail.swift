// Exercise 4, fixed by giving up the reuse: `[weak self]` is right, but each "+" makes a
// new detail screen instead of reusing the one the list keeps.
import ExerciseChecks
import Members
import StageKit

/// The wrong fix of exercise 4.
enum FreshDetail {
  final class MemberDetailScreen: WrongFixDetailScreen {
    var onSave: ((Member) -> Void)?

    override func save(_ member: Member) -> Bool {
      onSave?(member)
      return true
    }
  }

  final class MemberListScreen: WrongFixListScreen {
    override func plusButtonTapped() {
      let detail = MemberDetailScreen()  // the wrong fix: a new screen on every "+"
      detail.onSave = { [weak self] member in self?.addNewMember(member) }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}
