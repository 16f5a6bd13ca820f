import BenchmarkKit
import Foundation
import MemberViews
import Members
import StageKit
import Testing
import Variants

@testable import Benchmarks

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

  @Test("Every size of every scaling run gives its checksum", arguments: [0, 2])
  func everyScalingSizeChecksums(iterations: Int) async {
    for run in Suite.scaling {
      for count in run.counts {
        let row = run.row(count)
        let checksum = await row.run(iterations)
        #expect(checksum == row.expected(iterations), "\(run.name), n = \(count), \(iterations) events")
      }
    }
  }

  @Test("The rows the issue asks for are all there, the direct call first")
  func rowsPresent() {
    let names = Suite.rows.map(\.name)
    #expect(names.first == Suite.baseline)
    for part in [
      "held strongly, by its type", "held strongly, through a protocol", "weak delegate, loaded per event",
      "copied to a strong local once", "generic weak delegate", "closure with [weak self], loaded per event",
      "closure with [weak self] copied to a local once", "nobody listening, object: nil",
      "nobody listening, object: sender", "1 observer, object: nil", "1 observer of the sender, object: sender",
      "userInfo", "MainActorMessage", "producer off the main actor → consumer on it",
      "producer on the main actor → consumer off it", "both on the main actor", "one custom actor", "@Observable",
      "ViaDelegate: Save", "ViaClosure: Save", "ViaNotificationCenter (classic): Save",
      "ViaNotificationCenter (typed): Save", "ViaAsyncStream: Save", "ViaObservation: Save",
    ] {
      #expect(names.contains { $0.contains(part) }, "no row for \(part)")
    }
    #expect(Set(Suite.rowNames).count == Suite.rowNames.count)
  }

  @Test("The scaling runs cover 1 to 1,000 observers and 1 to 100,000 pending elements")
  func scalingRunsPresent() {
    let runs = Dictionary(uniqueKeysWithValues: Suite.scaling.map { ($0.parameter + " " + $0.name, $0.counts) })
    #expect(runs.filter { $0.key.contains("NotificationCenter") }.values.first == [1, 10, 100, 1_000])
    #expect(runs.filter { $0.key.contains("Observation") }.values.first == [1, 10, 100, 1_000])
    #expect(runs.filter { $0.key.contains("AsyncStream") }.values.first == [1, 10, 100, 1_000, 10_000, 100_000])
  }

  @Test("A weak delegate's sender calls either conformer through the same protocol")
  func twoConformers() {
    let receiver = Receiver()
    let tally = Tally()
    let sender = WeakDelegateSender()
    for (delegate, value) in [(receiver as any EventReceiving, 3), (tally, 4)] {
      sender.delegate = delegate
      sender.send(value)
    }
    #expect(receiver.total == 3 && tally.total == 4)
  }

  @Test("An exchange row stops with an error when a variant's saves never reach the list")
  func exchangeChecksumCatchesSkippedSaves() async {
    let broken = Variant(
      name: "Broken", makeList: { _ in ListWithADeadPlusButton() }, makeValueScreen: { UnusedValueScreen() })
    let harness = Harness(plan: .quick) { 0 }
    await #expect(throws: ChecksumMismatch.self) { try await harness.measure(ExchangeRows.row(broken)) }
  }

  @Test("A filter selects rows and scaling runs by a case-insensitive substring")
  func filters() {
    #expect(Suite.selectsAnything("notificationcenter"))
    #expect(Suite.selectsAnything("pending"))
    #expect(!Suite.selectsAnything("no such row"))
    #expect(!Suite.selectsAnything(Suite.baseline))
  }
}

/// A list whose "+" opens nothing: a variant that would skip every save.
@MainActor
final class ListWithADeadPlusButton: ViewController, DrivenList {
  let listView = MemberListView()
  lazy var plusButton = BarButtonItem(title: "+", target: self, action: ListWithADeadPlusButton.doNothing)
  var tableView: TableView { listView.tableView }
  var memberListManager: MemberListManager { listView.memberListManager }

  func doNothing() {}
}

/// A value screen that the exchange rows never open.
@MainActor
final class UnusedValueScreen: ViewController, DrivenValueScreen {
  let valueView = ValueView()
}
