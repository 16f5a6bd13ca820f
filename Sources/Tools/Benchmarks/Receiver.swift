// The receiving end every row shares: one method that adds what it is told to a total. It is
// never inlined, so every row pays for one real call, as an app's receiver would, and the
// direct call is the floor the other rows are compared with.
import Synchronization

/// What a delegate row's sender knows of its receiver.
///
/// It has two conformers, `Receiver` and `Tally`. With only one, the optimizer would call that
/// one directly through the protocol, and the rows could not show what dynamic dispatch costs.
protocol EventReceiving: AnyObject {
  /// Receives one event carrying `value`.
  func receive(_ value: Int)
}

/// The receiver of the delegate, closure and stream rows: it sums what it receives.
final class Receiver: EventReceiving {
  /// The sum of every value received: the row's checksum.
  private(set) var total: UInt64 = 0

  @inline(never)
  func receive(_ value: Int) {
    total &+= UInt64(truncatingIfNeeded: value)
  }
}

/// The receiver of the rows whose callbacks must be `Sendable` (NotificationCenter, Observation).
///
/// An atomic makes it `Sendable` without pretending; uncontended, it adds a few nanoseconds.
final class Tally: EventReceiving, Sendable {
  private let storage = Atomic<UInt64>(0)

  /// The sum of every value received.
  var total: UInt64 { storage.load(ordering: .relaxed) }

  @inline(never)
  func receive(_ value: Int) {
    storage.add(UInt64(truncatingIfNeeded: value), ordering: .relaxed)
  }
}
