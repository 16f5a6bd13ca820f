// The observable model of exercise 8. It is written out by hand rather than with
// @Observable so that the check can tell, without waiting for time to pass, when the
// list has read the members again after a change.
import Members
import Observation

/// The club's members, observable: a screen that reads `members` inside
/// `withObservationTracking` hears about the next change.
@MainActor
public final class MemberRoster: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: [Member]
  var onRead: (() -> Void)?

  /// Creates a roster holding `members`.
  public init(members: [Member] = []) {
    storage = members
  }

  /// The members, in order.
  public var members: [Member] {
    get {
      registrar.access(self, keyPath: \.members)
      onRead?()
      return storage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.members) { storage = newValue }
    }
  }

  /// Makes `change`, then returns right after the job in which someone next reads `members`.
  func read(after change: () -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      onRead = { [weak self] in
        self?.onRead = nil
        continuation.resume()
      }
      change()
    }
  }
}
