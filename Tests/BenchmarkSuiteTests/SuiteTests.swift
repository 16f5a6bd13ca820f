import BenchmarkKit
import Members
import StageKit
import Testing

@testable import BenchmarkSuite

@Suite("The benchmark's rows do their work")
@MainActor
struct SuiteTests {
  @Test("Every time row's work gives its checksum, for a few events", arguments: [0, 1, 7, 100])
  func everyRowChecksums(iterations: Int) async {
    for row in Suite.rows {
      let checksum = await row.run(iterations)
      #expect(checksum == row.expected(iterations), "\(row.name) with \(iterations) events")
    }
  }

  @Test("The rows the issue asks for are all there, the direct call first")
  func rowsPresent() {
    let names = Suite.rows.map(\.name)
    #expect(names.first == Suite.baseline)
    for part in [
      "weak delegate, loaded per call", "copied to a strong local", "generic delegate", "[weak self]",
      "0 observers", "1 observer", "10 observers", "userInfo", "MainActorMessage", "both on the main actor",
      "one custom actor", "producer off the main actor", "@Observable", "ViaDelegate: Save", "ViaClosure: Save",
      "ViaNotificationCenter (classic): Save", "ViaNotificationCenter (typed): Save", "ViaAsyncStream: Save",
      "ViaObservation: Save",
    ] {
      #expect(names.contains { $0.contains(part) }, "no row for \(part)")
    }
    #expect(Set(Suite.rowNames).count == Suite.rowNames.count)
  }

  @Test("An exchange row stops with an error when a variant's saves never reach the list")
  func exchangeChecksumCatchesSkippedSaves() async {
    let broken = ExchangeVariant(name: "Broken") { _ in ListWithADeadPlusButton() }
    let harness = Harness(plan: .quick) { 0 }
    await #expect(throws: ChecksumMismatch.self) { try await harness.measure(ExchangeRows.row(broken)) }
  }

  @Test("A filter selects rows by a case-insensitive substring")
  func filters() {
    #expect(Suite.selectsAnything("notificationcenter"))
    #expect(!Suite.selectsAnything("no such row"))
    #expect(!Suite.selectsAnything(Suite.baseline))
  }
}

/// A list whose "+" opens nothing: a variant that would skip every save.
@MainActor
final class ListWithADeadPlusButton: ViewController, ExchangeList {
  let memberListManager = MemberListManager()
  lazy var plusButton = BarButtonItem(title: "+", target: self, action: ListWithADeadPlusButton.doNothing)

  func doNothing() {}
}
