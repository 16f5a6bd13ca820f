// The one hub that drives every Via* target. The targets share their file, type and member
// names, so each screen joins the driving protocols with an empty conformance (Variant+Via*.swift)
// and each variant is one entry in `Variant.all`. What differs between them is said here once:
// whether delivery is awaited after the tap, and what a receiver keeps per sender. The contract
// tests and the benchmark's exchange rows drive the variants through this; no lesson links it.
import Members
import StageKit

/// One way of wiring the two exchanges: a Via* target, or one style inside it.
package struct Variant: Sendable, CustomStringConvertible {
  /// The name shown in test results and benchmark rows, such as "ViaDelegate".
  package let name: String
  /// Makes the variant's list screen, showing `members`.
  package let makeList: @MainActor @Sendable ([Member]) -> any DrivenList
  /// Makes the variant's value screen.
  package let makeValueScreen: @MainActor @Sendable () -> any DrivenValueScreen
  /// Awaits what a list or value screen is still to be told by the senders that have gone.
  ///
  /// `nil` for a variant that delivers during the tap: there is nothing to await.
  package let waitForDelivery: (@MainActor @Sendable (ViewController) async -> Void)?
  /// Counts the observers or tasks a list or value screen keeps for its senders.
  ///
  /// `nil` for a variant whose receiver keeps nothing per sender (a delegate, a closure).
  package let countListeners: (@MainActor @Sendable (ViewController) -> Int)?

  /// Creates a variant; a synchronous variant whose receiver keeps nothing gives neither closure.
  package init(
    name: String,
    makeList: @escaping @MainActor @Sendable ([Member]) -> any DrivenList,
    makeValueScreen: @escaping @MainActor @Sendable () -> any DrivenValueScreen,
    waitForDelivery: (@MainActor @Sendable (ViewController) async -> Void)? = nil,
    countListeners: (@MainActor @Sendable (ViewController) -> Int)? = nil
  ) {
    self.name = name
    self.makeList = makeList
    self.makeValueScreen = makeValueScreen
    self.waitForDelivery = waitForDelivery
    self.countListeners = countListeners
  }

  /// Whether a message reaches its receiver after the tap, so that it must be awaited.
  package var deliversLater: Bool { waitForDelivery != nil }

  /// Whether a receiver keeps an observer or a task per sender while that sender is open.
  package var keepsListeners: Bool { countListeners != nil }

  package var description: String { name }

  /// Every variant, in course order; a new variant joins here.
  package static let all: [Variant] = [
    .viaDelegate,
    .viaClosure,
    .viaNotificationCenterClassic,
    .viaNotificationCenterTyped,
    .viaAsyncStream,
    .viaObservation,
  ]
}
