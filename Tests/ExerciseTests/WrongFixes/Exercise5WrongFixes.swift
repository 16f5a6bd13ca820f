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

/// The old reference solution: one token, replaced on each "+", for the screen opened last.
///
/// After that screen is gone, the token still observes its address, and a new screen made
/// there, in another window, is heard here too.
enum TokenOutlivesSender {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?

    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      observation = NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) {
        [weak self] message in self?.addNewMember(message.member)  // the wrong fix: outlives `detail`
      }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// One token per "+", each for its own detail screen: a screen made where a gone one was is
/// heard once for each token that observed that address.
enum TokenPerPlus {
  final class MemberListScreen: WrongFixListScreen {
    private var observations: [NotificationCenter.ObservationToken] = []

    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      observations.append(  // the wrong fix: never removed, though its screen goes
        NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) { [weak self] message in
          self?.addNewMember(message.member)
        })
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// The token dropped when its one message arrives: right after Save, but a screen left with
/// ‹ Back never posts, and its token observes the address it leaves behind.
enum EndsOnlyOnSave {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?

    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      observation = NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) {
        [weak self] message in
        self?.observation = nil  // the wrong fix: only a Save ends it
        self?.addNewMember(message.member)
      }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// A message that names its sender by its `ObjectIdentifier`.
struct Exercise5SavedBy: NotificationCenter.MainActorMessage {
  typealias Subject = Exercise5DetailWithID
  let member: Member
  let sender: ObjectIdentifier
}

/// A detail screen that posts `Exercise5SavedBy`, naming itself by its identifier.
final class Exercise5DetailWithID: WrongFixDetailScreen {
  override func save(_ member: Member) -> Bool {
    NotificationCenter.default.post(Exercise5SavedBy(member: member, sender: ObjectIdentifier(self)), subject: self)
    return true
  }
}

/// The list hears every detail screen and keeps the saves whose sender's identifier is that
/// of the screen it opened last: an address, which a screen made after that one is gone can share.
enum CompareIdentifiers {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?
    private var opened: ObjectIdentifier?

    override func viewDidLoad() {
      super.viewDidLoad()
      observation = NotificationCenter.default.addObserver(for: Exercise5SavedBy.self) { [weak self] message in
        guard message.sender == self?.opened else { return }  // the wrong fix: an address, not the screen
        self?.addNewMember(message.member)
      }
    }

    override func plusButtonTapped() {
      let detail = Exercise5DetailWithID()
      opened = ObjectIdentifier(detail)
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

/// An app-wide array of observation tokens, which nobody ever empties.
@MainActor
enum Exercise5Observers {
  static var tokens: [NotificationCenter.ObservationToken] = []
}

/// Every token kept in that app-wide array: each outlives every list, and observes an
/// address after its screen is gone.
enum ObserversKeptForever {
  final class MemberListScreen: WrongFixListScreen {
    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      Exercise5Observers.tokens.append(  // the wrong fix: nobody ever removes them
        NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) { [weak self] message in
          self?.addNewMember(message.member)
        })
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}
