// Right fixes that answer later than the tap that asked: in a block on the main queue, or
// in a Timer, as app code often does ("update the UI on the main queue"). A check that
// judged before such work ran said "not heard" or "still alive" of code that works, and
// of a strong capture that lets go once its block has run. Each of these must pass. (A
// Timer is fired on the thread that scheduled it; the check runs those its own taps
// scheduled, and a task of the learner's may run on another thread: there the main queue
// is the reliable way, as it is in an app.)
import ExerciseChecks
import Foundation
import Members
import Observation
import StageKit

@testable import ExerciseChecks

/// A fix that is right, and answers in work it schedules for later.
enum LaterAnswer: String, CaseIterable, Sendable {
  /// Exercise 1: the list adds the member in a main-queue block that captures it strongly.
  case delegateOnMainQueue
  /// Exercise 4: onSave adds the member when a timer fires.
  case closureInTimer
  /// Exercise 5: the observer adds the member in a main-queue block.
  case observerOnMainQueue
  /// Exercise 6: the loop adds each member in a main-queue block.
  case streamOnMainQueue
  /// Exercise 8: the loop shows each change in a main-queue block.
  case observationOnMainQueue

  /// Runs the check of its exercise on this fix.
  @MainActor
  func run(_ context: CheckContext) async {
    switch self {
    case .delegateOnMainQueue: await StrongDelegateCheck.run(DelegateOnMainQueue.MemberListScreen.self, context)
    case .closureInTimer: await ClosureCheck.run(ClosureInTimer.MemberListScreen.self, context)
    case .observerOnMainQueue: await NotificationCheck.run(ObserverOnMainQueue.MemberListScreen.self, context)
    case .streamOnMainQueue: await StreamCheck.run(StreamOnMainQueue.MemberListScreen.self, context)
    case .observationOnMainQueue: await ObservationCheck.run(ObservationOnMainQueue.MemberListScreen.self, context)
    }
  }
}

/// Runs `body` when a timer on this thread's run loop fires, soon.
@MainActor
private func later(_ body: @escaping @MainActor () -> Void) {
  _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in MainActor.assumeIsolated { body() } }
}

enum DelegateOnMainQueue {
  final class MemberDetailScreen: WrongFixDetailScreen {
    weak var delegate: Exercise1Delegate?

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

    override func addNewMember(_ member: Member) {
      DispatchQueue.main.async { self.add(member) }  // strong, until the block has run
    }

    private func add(_ member: Member) {
      super.addNewMember(member)
    }
  }
}

enum ClosureInTimer {
  final class MemberListScreen: WrongFixListScreen {
    lazy var detailScreen: ClosureDetail = {
      let detail = ClosureDetail()
      detail.onSave = { [weak self] member in later { self?.addNewMember(member) } }
      return detail
    }()

    override func plusButtonTapped() {
      navigationController?.pushViewController(detailScreen, animated: true)
    }
  }
}

enum ObserverOnMainQueue {
  final class MemberListScreen: WrongFixListScreen {
    private var observation: NotificationCenter.ObservationToken?

    override func plusButtonTapped() {
      let detail = Exercise5Detail()
      observation = NotificationCenter.default.addObserver(of: detail, for: Exercise5Saved.self) {
        [weak self, weak detail] message in
        guard detail != nil else { return }
        DispatchQueue.main.async { self?.addNewMember(message.member) }
      }
      navigationController?.pushViewController(detail, animated: true)
    }
  }
}

enum StreamOnMainQueue {
  final class MemberListScreen: Exercise6List {
    isolated deinit {
      listening?.cancel()
    }

    override func startListening() {
      listening = Task { [weak self, events] in
        for await member in events { DispatchQueue.main.async { self?.addNewMember(member) } }
      }
    }
  }
}

enum ObservationOnMainQueue {
  final class MemberListScreen: Exercise8List {
    isolated deinit {
      observation?.cancel()
    }

    override func startObserving() {
      observation = Task { [weak self, roster] in
        for await members in Observations({ roster.members }) {
          DispatchQueue.main.async { self?.show(members) }
        }
      }
    }
  }
}
