import BenchmarkKit
import Testing

@testable import Benchmarks

@Suite("The memory rows")
@MainActor
struct MemoryRowsTests {
  @Test("The heap is measured on Linux with glibc and on Darwin, and the statistic is named")
  func heapStatistic() {
    #if os(Linux) || canImport(Darwin)
      #expect(HeapMeter.statistic?.isEmpty == false)
    #endif
  }

  @Test("Where the heap is not measured, a memory row says so and does not run its work")
  func notMeasured() async {
    let row = MemoryCase("never run") {
      Issue.record("the row ran although the heap cannot be measured")
      return 0
    }
    let measurement = await Suite.measureMemory(row, heapStatistic: nil)
    #expect(measurement == MemoryMeasurement(name: "never run", bytesPerThousand: nil, attempts: []))
  }

  @Test("A measured row discards its first attempt and reports the median of three")
  func medianOfThree() async {
    let attempts = Attempts(values: [999, 30, 10, 20])
    let row = MemoryCase("counted") { attempts.next() }
    let measurement = await Suite.measureMemory(row, heapStatistic: "test")
    #expect(measurement == MemoryMeasurement(name: "counted", bytesPerThousand: 20, attempts: [30, 10, 20]))
  }

  @Test("The task rows say which body their tasks suspend in")
  func taskBodiesNamed() {
    let names = MemoryRows.all.map(\.name)
    #expect(names.contains { $0.contains("for await over a stream") })
    #expect(names.contains { $0.contains("withUnsafeContinuation (the smallest body)") })
  }
}

/// Hands out made-up heap figures, one per attempt.
@MainActor
final class Attempts {
  var values: [Int]

  init(values: [Int]) {
    self.values = values
  }

  func next() -> Int {
    values.removeFirst()
  }
}
