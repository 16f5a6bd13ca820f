// Every row, in the order the tables show them, and the run over them.
import BenchmarkKit
import Foundation

/// The benchmark's rows and the run that measures them.
@MainActor
package enum Suite {
  /// The row every ratio is taken against: a direct call of a method that is never inlined.
  package static let baseline = DelegateRows.baseline

  /// Every time row, in table order.
  static var rows: [BenchmarkCase] {
    DelegateRows.all + ClosureRows.all + NotificationRows.all + TypedMessageRows.all + StreamRows.all
      + ObservationRows.all + ExchangeRows.all
  }

  /// Every scaling run.
  static var scaling: [ScalingCase] { ScalingRows.all }

  /// Every memory row.
  static var memoryRows: [MemoryCase] { MemoryRows.all }

  /// The names of every row, time rows first, then the scaling runs and the memory rows.
  package static var rowNames: [String] { rows.map(\.name) + scaling.map(\.name) + memoryRows.map(\.name) }

  /// How this code was compiled: a debug build inflates every figure.
  package static var build: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// Measures the rows whose names contain `filter` (all rows when `nil`), and always the baseline.
  ///
  /// - Parameters:
  ///   - plan: How long and how often to measure.
  ///   - filter: A substring of the names of the rows to run.
  ///   - progress: Told each row's name before it runs.
  /// - Returns: The report, with the machine, the toolchain, the date and the load.
  /// - Throws: `ChecksumMismatch` when a row's work did not give its checksum.
  package static func measure(
    plan: BenchmarkPlan, filter: String? = nil, progress: (String) -> Void = { _ in }
  ) async throws(ChecksumMismatch) -> BenchmarkReport {
    let started = monotonicNanoseconds()
    let date = ISO8601DateFormatter().string(from: Date())
    let loadAtStart = RunConditions.loadAverage()
    let toolchain = RunConditions.toolchain()
    let harness = Harness(plan: plan, now: monotonicNanoseconds, cpuNow: processCPUNanoseconds)
    var measured: [RowMeasurement] = []
    for row in rows where row.name == baseline || matches(row.name, filter) {
      progress(row.name)
      measured.append(try await harness.measure(row))
    }
    var series: [ScalingSeries] = []
    for run in scaling where matches(run.name, filter) {
      progress(run.name)
      series.append(try await harness.measure(run))
    }
    var memory: [MemoryMeasurement] = []
    for row in memoryRows where matches(row.name, filter) {
      progress(row.name)
      memory.append(await measureMemory(row, heapStatistic: HeapMeter.statistic))
    }
    return BenchmarkReport(
      date: date, durationSeconds: (Double(monotonicNanoseconds() - started) / 1e8).rounded() / 10, machine: .current(),
      toolchain: toolchain, loadAverage: LoadAverage(start: loadAtStart, end: RunConditions.loadAverage()),
      build: build, plan: plan, baseline: baseline, rows: measured, scaling: series,
      heapStatistic: HeapMeter.statistic, memory: memory)
  }

  /// Whether `filter` selects some row other than the baseline.
  package static func selectsAnything(_ filter: String?) -> Bool {
    rowNames.contains { $0 != baseline && matches($0, filter) }
  }

  private static func matches(_ name: String, _ filter: String?) -> Bool {
    filter.map { name.localizedCaseInsensitiveContains($0) } ?? true
  }

  /// One discarded attempt (first use fills caches), then the median of three; nothing where
  /// this platform's heap is not measured (no `heapStatistic`).
  static func measureMemory(_ row: MemoryCase, heapStatistic: String?) async -> MemoryMeasurement {
    guard heapStatistic != nil else { return MemoryMeasurement(name: row.name, bytesPerThousand: nil) }
    _ = await row.measure()
    var attempts: [Int] = []
    for _ in 0..<3 { attempts.append(await row.measure()) }
    let median = Statistics.median(attempts.map(Double.init))
    return MemoryMeasurement(name: row.name, bytesPerThousand: Int(median), attempts: attempts)
  }

  private static func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The CPU time of this process so far, every thread included.
  private static func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
