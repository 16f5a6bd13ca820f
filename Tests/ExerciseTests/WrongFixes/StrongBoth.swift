// Exercise 1 as it starts: the list keeps lastDetail and the detail screen keeps its
// delegate, both strongly, so the two screens hold each other.
import ExerciseChecks
import Members
import StageKit

/// The untouched mistake of exercise 1, as a test subject.
enum StrongBoth {
  @MainActor
  protocol MemberDelegate {
    func addNewMember(_ member: Member)
  }

  final class MemberDetailScreen: WrongFixDetailScreen {
    var delegate: MemberDelegate?

    override func save(_ member: Member) -> Bool {
      delegate?.addNewMember(member)
      return true
    }
  }

  final class MemberListScreen: WrongFixListScreen, MemberDelegate {
    /// Every list made, held weakly, so that a test can break the cycle that keeps one alive.
    static var made: [Weak] = []

    var lastDetail: MemberDetailScreen?

    required init(members: [Member]) {
      super.init(members: members)
      Self.made.append(Weak(list: self))
    }

    override func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      lastDetail = detail
      navigationController?.pushViewController(detail, animated: true)
    }
  }

  /// A weak reference to a list.
  @MainActor
  struct Weak {
    weak var list: MemberListScreen?
  }
}
