// Exercise 3, fixed by casting: the detail screen asks `(delegate as? MemberListScreen)?.shouldAdd`,
// so the list is asked, but any other receiver's own shouldAdd(_:) never is.
import ExerciseChecks
import Members
import StageKit

/// The wrong fix of exercise 3.
enum CastDelegate {
  @MainActor
  protocol MemberDelegate: AnyObject {
    func addNewMember(_ member: Member)
  }

  final class MemberDetailScreen: WrongFixDetailScreen {
    weak var delegate: MemberDelegate?

    override func save(_ member: Member) -> Bool {
      guard (delegate as? MemberListScreen)?.shouldAdd(member) ?? true else { return false }  // the wrong fix
      delegate?.addNewMember(member)
      return true
    }
  }

  final class MemberListScreen: WrongFixListScreen, MemberDelegate, OptionalMethodSubject {
    override func plusButtonTapped() {
      let detail = MemberDetailScreen()
      detail.delegate = self
      navigationController?.pushViewController(detail, animated: true)
    }

    func shouldAdd(_ member: Member) -> Bool {
      !memberListManager.getMemberList().contains { $0.name == member.name }
    }

    static func makeReceiverWithoutShouldAdd() -> any MemberReceiverSubject { JoinLog() }
    static func makeReceiverThatRefuses() -> any MemberReceiverSubject { FullClub() }
  }

  class JoinLog: MemberDelegate, MemberReceiverSubject {
    private(set) var added: [Member] = []

    func addNewMember(_ member: Member) {
      added.append(member)
    }

    func makeDetailScreen() -> ViewController {
      let detail = MemberDetailScreen()
      detail.delegate = self
      return detail
    }
  }

  final class FullClub: JoinLog {
    func shouldAdd(_ member: Member) -> Bool { false }
  }
}

extension CastDelegate.MemberDelegate {
  func shouldAdd(_ member: Member) -> Bool { true }
}
