// Every row, in the order the table shows them, and the run over them.
import BenchmarkKit
import Foundation

/// The benchmark's rows and the run that measures them.
@MainActor
public enum Suite {
  /// The row every ratio is taken against: a direct call of a method that is never inlined.
  public static let baseline = DelegateRows.baseline

  /// Every time row, in table order.
  static var rows: [BenchmarkCase] {
    DelegateRows.all + ClosureRows.all + NotificationRows.all + TypedMessageRows.all + StreamRows.all
      + ObservationRows.all + ExchangeRows.all
  }

  /// Every memory row.
  static var memoryRows: [MemoryCase] { MemoryRows.all }

  /// The names of every row, time rows first.
  public static var rowNames: [String] { rows.map(\.name) + memoryRows.map(\.name) }

  /// How this code was compiled: a debug build inflates every figure.
  public static var build: String {
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
  /// - Returns: The report, dated and with the machine.
  /// - Throws: `ChecksumMismatch` when a row's work did not give its checksum.
  public static func measure(
    plan: BenchmarkPlan, filter: String? = nil, progress: (String) -> Void = { _ in }
  ) async throws(ChecksumMismatch) -> BenchmarkReport {
    let date = ISO8601DateFormatter().string(from: Date())
    let harness = Harness(plan: plan, now: monotonicNanoseconds)
    var measured: [RowMeasurement] = []
    for row in rows where row.name == baseline || matches(row.name, filter) {
      progress(row.name)
      measured.append(try await harness.measure(row))
    }
    var memory: [MemoryMeasurement] = []
    for row in memoryRows where matches(row.name, filter) {
      progress(row.name)
      memory.append(await measureMemory(row))
    }
    return BenchmarkReport(
      date: date, machine: .current(), build: build, plan: plan, baseline: baseline, rows: measured, memory: memory)
  }

  /// Whether `filter` selects some row other than the baseline.
  public static func selectsAnything(_ filter: String?) -> Bool {
    rowNames.contains { $0 != baseline && matches($0, filter) }
  }

  private static func matches(_ name: String, _ filter: String?) -> Bool {
    filter.map { name.localizedCaseInsensitiveContains($0) } ?? true
  }

  /// One discarded attempt (first use fills caches), then the median of three.
  private static func measureMemory(_ row: MemoryCase) async -> MemoryMeasurement {
    _ = await row.measure()
    var attempts: [Double] = []
    for _ in 0..<3 { attempts.append(Double(await row.measure())) }
    return MemoryMeasurement(name: row.name, bytesPerThousand: Int(Statistics.median(attempts)))
  }

  private static func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
