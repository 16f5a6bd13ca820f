// The contract suite drives every Via* target through the same scripts. Each target has
// the same type names with the same public surface, so joining the suite is an empty
// conformance per screen (see Variants/) and one line in `Variant.all`.
import MemberViews
import Members
import StageKit

/// What the suite needs of a variant's list screen.
@MainActor
protocol ContractMemberList: ViewController {
  var plusButton: BarButtonItem { get }
  var tableView: TableView { get }
  var listView: MemberListView { get }
  var memberListManager: MemberListManager { get }
}

/// What the suite needs of a variant's detail screen.
@MainActor
protocol ContractMemberDetail: ViewController {
  var detailView: MemberFormView { get }
}

/// What the suite needs of a variant's value screen.
@MainActor
protocol ContractValueScreen: ViewController {
  var valueView: ValueView { get }
}

/// What the suite needs of a variant's compose screen.
@MainActor
protocol ContractComposer: ViewController {
  var composeView: ComposeView { get }
  var doneButton: BarButtonItem { get }
  var cancelButton: BarButtonItem { get }
}

/// One way of wiring the two exchanges: a Via* target, or one style inside it.
struct Variant: Sendable, CustomStringConvertible {
  /// The name shown in test results, such as "ViaDelegate".
  let name: String
  /// Makes the variant's list screen, showing `members`.
  let makeList: @MainActor @Sendable ([Member]) -> any ContractMemberList
  /// Makes the variant's value screen.
  let makeValueScreen: @MainActor @Sendable () -> any ContractValueScreen
  /// Awaits whatever the variant delivers asynchronously: the screen's `waitForDelivery()`.
  ///
  /// Synchronous variants have nothing to await.
  var waitForDelivery: @MainActor @Sendable (ViewController) async -> Void = { _ in }
  /// How many observers or tasks a receiver keeps for its senders, read through `@testable`.
  ///
  /// A delegate or a closure keeps nothing on the receiver's side: zero.
  var listenerCount: @MainActor @Sendable (ViewController) -> Int = { _ in 0 }

  /// Whether a receiver keeps an observer or a task per sender while that sender is open.
  var keepsListeners: Bool {
    name.hasPrefix("ViaNotificationCenter") || name == "ViaAsyncStream" || name == "ViaObservation"
  }

  var description: String { name }

  /// Every variant, in course order; a new variant joins here.
  static let all: [Variant] = [
    .viaDelegate,
    .viaClosure,
    .viaNotificationCenterClassic,
    .viaNotificationCenterTyped,
    .viaAsyncStream,
    .viaObservation,
  ]
}
