// A whole exchange per event: tap "+", type a member, tap Save; the list adds the member and
// reloads, and the detail screen is popped and released. Every Via* target has the same public
// surface, so a variant joins with empty conformances (see Exchanges/) and one line in `all`.
import MemberViews
import Members
import StageKit

/// What the exchange row needs of a variant's list screen.
@MainActor
protocol ExchangeList: ViewController {
  var plusButton: BarButtonItem { get }
  var memberListManager: MemberListManager { get }
}

/// What the exchange row needs of a variant's detail screen.
@MainActor
protocol ExchangeDetail: ViewController {
  var detailView: MemberFormView { get }
}

/// One Via* target, as the exchange rows drive it.
struct ExchangeVariant: Sendable {
  /// The target's name, such as "ViaDelegate".
  let name: String
  /// Makes the variant's list screen, showing `members`.
  let makeList: @MainActor @Sendable ([Member]) -> any ExchangeList
  /// Awaits what the variant delivers asynchronously; synchronous variants have nothing to await.
  var settle: @MainActor @Sendable (ViewController) async -> Void = { _ in }

  /// Every variant, in course order; a new variant joins here.
  static let all: [ExchangeVariant] = [
    .viaDelegate,
    .viaClosure,
    .viaNotificationCenterClassic,
    .viaNotificationCenterTyped,
    .viaAsyncStream,
    .viaObservation,
  ]
}
