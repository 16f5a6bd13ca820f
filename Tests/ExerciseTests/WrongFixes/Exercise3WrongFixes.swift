// Exercise 3's wrong fixes: ways to reach the list's shouldAdd(_:) that do not ask every
// receiver through the protocol. Their delegate protocol has the requirement (the fix a
// learner would add); each wrong fix differs in how its detail screen asks (`ask`) or in
// which method the list writes.
import ExerciseChecks
import Members
import StageKit

/// The receiver of a detail screen's saves, shouldAdd(_:) a requirement with a default.
@MainActor
protocol Exercise3Delegate: AnyObject {
  func addNewMember(_ member: Member)
  func shouldAdd(_ member: Member) -> Bool
}

/// A receiver that logs who joined and accepts all; subclasses may refuse.
class Exercise3Receiver: Exercise3Delegate, MemberReceiverSubject {
  private(set) var added: [Member] = []
  private let makeScreen: (Exercise3Receiver) -> ViewController

  init(makeScreen: @escaping (Exercise3Receiver) -> ViewController) {
    self.makeScreen = makeScreen
    Leftovers.note(self)
  }

  func addNewMember(_ member: Member) {
    added.append(member)
  }

  func shouldAdd(_ member: Member) -> Bool { true }

  func makeDetailScreen() -> ViewController { makeScreen(self) }
}

/// A receiver whose own shouldAdd(_:) refuses everyone, as FullClub.
final class Exercise3FullClub: Exercise3Receiver {
  override func shouldAdd(_ member: Member) -> Bool { false }
}

/// A receiver made by the check, following its rules: a type no wrong fix names.
final class Exercise3Stranger<Rules: ReceiverRules>: Exercise3Receiver {
  override func shouldAdd(_ member: Member) -> Bool { Rules.shouldAdd(member) }
}

/// A member list whose detail screens ask their delegate as `ask` says.
class Exercise3List: WrongFixListScreen, Exercise3Delegate, OptionalMethodSubject {
  /// How this wrong fix's detail screen asks its delegate; the starter's default says yes to all.
  class var ask: @MainActor (Exercise3Delegate?, Member) -> Bool { { _, _ in true } }

  /// Accepts every member; the wrong fixes that refuse duplicates override it.
  func shouldAdd(_ member: Member) -> Bool { true }

  /// `true` when the list has no member of that name yet.
  func isNew(_ member: Member) -> Bool {
    !memberListManager.getMemberList().contains { $0.name == member.name }
  }

  static func detail(for delegate: Exercise3Delegate) -> ViewController {
    let detail = Exercise3Detail(ask: ask)
    detail.delegate = delegate
    return detail
  }

  override func plusButtonTapped() {
    navigationController?.pushViewController(Self.detail(for: self), animated: true)
  }

  static func makeReceiverWithoutShouldAdd() -> any MemberReceiverSubject {
    Exercise3Receiver { detail(for: $0) }
  }

  static func makeReceiverThatRefuses() -> any MemberReceiverSubject {
    Exercise3FullClub { detail(for: $0) }
  }

  static func makeReceiver<Rules: ReceiverRules>(following rules: Rules.Type) -> any MemberReceiverSubject {
    Exercise3Stranger<Rules> { detail(for: $0) }
  }
}

/// A detail screen that asks its delegate with `ask`, and stays with a reason when refused.
final class Exercise3Detail: WrongFixDetailScreen {
  weak var delegate: Exercise3Delegate?
  private let ask: @MainActor (Exercise3Delegate?, Member) -> Bool

  init(ask: @escaping @MainActor (Exercise3Delegate?, Member) -> Bool) {
    self.ask = ask
    super.init()
  }

  override func save(_ member: Member) -> Bool {
    guard ask(delegate, member) else {
      detailView.messageLabel.text = "⚠ \(member.name) is already a member."
      return false
    }
    delegate?.addNewMember(member)
    return true
  }
}

/// `(delegate as? MemberListScreen)?.shouldAdd`: the list is asked, no other receiver is.
enum CastDelegate {
  final class MemberListScreen: Exercise3List {
    override class var ask: @MainActor (Exercise3Delegate?, Member) -> Bool {
      { delegate, member in (delegate as? MemberListScreen)?.shouldAdd(member) ?? true }
    }

    override func shouldAdd(_ member: Member) -> Bool { isNew(member) }
  }
}

/// Casting to every type the learner knows, the list and FullClub: a receiver of a type it
/// has never seen is still not asked.
enum CastToKnownTypes {
  final class MemberListScreen: Exercise3List {
    override class var ask: @MainActor (Exercise3Delegate?, Member) -> Bool {
      { delegate, member in
        if let list = delegate as? MemberListScreen { return list.shouldAdd(member) }
        if let club = delegate as? Exercise3FullClub { return club.shouldAdd(member) }
        return true
      }
    }

    override func shouldAdd(_ member: Member) -> Bool { isNew(member) }
  }
}

/// The protocol left as it was, and the list refusing inside addNewMember(_:) instead: no
/// duplicate, and a detail screen that goes back as if it had been added.
enum RefuseInsideAdd {
  final class MemberListScreen: Exercise3List {
    override func addNewMember(_ member: Member) {
      guard isNew(member) else { return }  // the wrong fix: the detail screen never hears of it
      super.addNewMember(member)
    }
  }
}

/// The requirement added, but the list's method spelled `shouldAdd(member:)`: the default
/// fulfils the requirement, and the list's own method is never asked.
enum MislabelledRequirement {
  final class MemberListScreen: Exercise3List {
    override class var ask: @MainActor (Exercise3Delegate?, Member) -> Bool {
      { delegate, member in delegate?.shouldAdd(member) ?? true }
    }

    func shouldAdd(member: Member) -> Bool { isNew(member) }  // the wrong fix: not the requirement's name
  }
}
