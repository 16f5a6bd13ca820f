// Exercise 5's wrong fixes: ways to keep the typed observation that hear too much, too
// little, too often, or outlive the list.
import ExerciseChecks
import Foundation
import Members
import StageKit

/// The message a detail screen posts on Save.
struct Exercise5Saved: NotificationCenter.MainActorMessage {
  typealias Subject = Exercise5Detail
  let member: Member
}

/// A detail screen that posts `Exercise5Saved` on Save, and may keep an observation token for its list.
final class Exercise5Detail: WrongFixDetailScreen {
  /// A token a wrong fix keeps here, with the screen, instead of in the list.
  var observation: NotificationCenter.ObservationToken?

  override func save(_ member: Member) -> Bool {
    NotificationCenter.default.post(Exercise5Saved(member: member), subject: self)
    return true
  }
}

/// A token kept and `[weak self]`, but no subject: the list hears every window's saves.
enum ObserveEveryone {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?

    override func viewDidLoad() {
      super.viewDidLoad()
      observation = NotificationCenter.default.addObserver(for: Exercise5Saved.self) { [weak self] message in
        self?.addNewMember(message.member)  // the wrong fix: of no detail screen in particular
      }
    }

    override func plusButtonTapped() {
      navigationController?.pushViewController(Exercise5Detail(), animated: true)
    }
  }
}

/// The token kept by the detail screen it observes, with `[unowned self]`: a trap when the
/// detail screen outlives its list and is saved.
enum UnownedTokenInDetail {
  final class MemberListScreen: WrongFixListScreen {
    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      detail.observation = NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) {
        [unowned self] message in self.addNewMember(message.member)  // the wrong fix
      }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// The token dropped in the list's viewDidDisappear(_:), which runs as soon as the detail screen covers it.
enum RemoveOnDisappear {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?

    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      observation = NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) {
        [weak self] message in self?.addNewMember(message.member)
      }
      navigationController?.pushViewController(detail, animated: true)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      observation = nil  // the wrong fix: the wrong moment
    }
  }
}

/// An observer of every save added on each "+", each token kept: one Save is heard once per "+".
enum RegisterPerPlus {
  final class MemberListScreen: WrongFixListScreen {
    private var observations: [NotificationCenter.ObservationToken] = []

    override func plusButtonTapped() {
      observations.append(  // the wrong fix: one more observer on every "+"
        NotificationCenter.default.addObserver(for: Exercise5Saved.self) { [weak self] message in
          self?.addNewMember(message.member)
        })
      navigationController?.pushViewController(Exercise5Detail(), animated: true)
    }
  }
}
