// The observable model of exercise 8. It is written out by hand rather than with
// @Observable so that the check can count how often the list read the members: a loop over
// `Observations { roster.members }` reads them once when it starts and once after each change.
import Members
import Observation

/// The club's members, observable: a screen that loops over `Observations { roster.members }`
/// hears about every change.
@MainActor
package final class MemberRoster: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: [Member]
  /// How many times `members` has been read.
  private(set) var reads = 0

  /// Creates a roster holding `members`.
  package init(members: [Member] = []) {
    storage = members
  }

  /// The members, in order.
  package var members: [Member] {
    get {
      registrar.access(self, keyPath: \.members)
      reads += 1
      return storage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.members) { storage = newValue }
    }
  }
}
