// The exchange rows drive the real screens of each Via* target through the Variants hub, as a
// user would: tap "+", type a member, tap Save; the list adds the member and reloads, and the
// detail screen is popped and released. A list grows with every save and reloads all its rows,
// so each list takes `batch` saves and is then closed: the cost per event stays that of one
// exchange, not of an ever longer table.
import BenchmarkKit
import Members
import StageKit
import Variants

enum ExchangeRows {
  /// Saves per list before it is closed and a new one opened.
  static let batch = 32

  static var all: [BenchmarkCase] { Variant.all.map(row) }

  /// The row for one variant: each event is one whole Save exchange.
  static func row(_ variant: Variant) -> BenchmarkCase {
    BenchmarkCase("\(variant.name): Save → the list is updated", expected: expectedChecksum) { iterations in
      await run(variant, iterations: iterations)
    }
  }

  /// The age of the `index`th member saved: the checksum sums the ages the lists hold.
  static func age(_ index: Int) -> Int { index % 100 }

  @Sendable static func expectedChecksum(_ iterations: Int) -> UInt64 {
    (0..<iterations).reduce(0) { $0 &+ UInt64(age($1)) }
  }

  @MainActor
  private static func run(_ variant: Variant, iterations: Int) async -> UInt64 {
    var checksum: UInt64 = 0
    var saved = 0
    while saved < iterations {
      let count = min(batch, iterations - saved)
      checksum &+= await Transcript.$current.withValue(Transcript()) {
        await saveMembers(variant, from: saved, count: count)
      }
      saved += count
    }
    return checksum
  }

  /// Opens one list, saves `count` members through its detail screens, and sums their ages.
  @MainActor
  private static func saveMembers(_ variant: Variant, from first: Int, count: Int) async -> UInt64 {
    let list = variant.makeList([])
    let navigation = NavigationController(rootViewController: list)
    for index in first..<(first + count) {
      list.plusButton.tap()
      do {
        // A variant that opened no detail screen skips the save, and the checksum says so.
        guard let detail = navigation.topViewController as? any DrivenDetail else { continue }
        detail.detailView.type(name: "Member \(index)", age: String(age(index)))
        detail.detailView.saveButton.tap()
      }
      // The detail screen is gone now, as in the app: an async variant delivers after that.
      await variant.waitForDelivery?(list)
    }
    return list.memberListManager.getMemberList().reduce(0) { $0 &+ UInt64($1.age) }
  }
}
