/// Everything one benchmark run measured, with where, when and under what load: what `--json` prints.
package struct BenchmarkReport: Codable, Equatable, Sendable {
  /// When the run started, as an ISO 8601 date and time in UTC.
  package var date: String
  /// How long the whole run took, in seconds.
  package var durationSeconds: Double
  /// The machine it ran on.
  package var machine: Machine
  /// The compiler that built the benchmark, as `swift --version` names it.
  package var toolchain: String
  /// The system's load average when the run started and when it ended.
  package var loadAverage: LoadAverage
  /// "release" or "debug": debug figures are inflated and not worth comparing.
  package var build: String
  /// The plan's repetitions per row.
  package var repetitions: Int
  /// The target time of one repetition, in nanoseconds.
  package var targetNanoseconds: UInt64
  /// The name of the row every ratio is taken against.
  package var baseline: String
  /// The time rows, in the order they ran.
  package var rows: [RowMeasurement]
  /// The scaling runs: the same event at several sizes.
  package var scaling: [ScalingSeries]
  /// The allocator statistic the memory rows read, or `nil` where the heap is not measured.
  package var heapStatistic: String?
  /// The memory rows.
  package var memory: [MemoryMeasurement]
  /// What makes the figures doubtful, such as a load above the number of cores; `nil` in older runs.
  package var warnings: [String]?

  /// Creates a report.
  package init(
    date: String, durationSeconds: Double, machine: Machine, toolchain: String, loadAverage: LoadAverage,
    build: String, plan: BenchmarkPlan, baseline: String, rows: [RowMeasurement], scaling: [ScalingSeries],
    heapStatistic: String?, memory: [MemoryMeasurement]
  ) {
    self.date = date
    self.durationSeconds = durationSeconds
    self.machine = machine
    self.toolchain = toolchain
    self.loadAverage = loadAverage
    self.build = build
    self.repetitions = plan.repetitions
    self.targetNanoseconds = plan.targetNanoseconds
    self.baseline = baseline
    self.rows = rows
    self.scaling = scaling
    self.heapStatistic = heapStatistic
    self.memory = memory
    let busiest = [loadAverage.start.first, loadAverage.end.first].compactMap { $0 }.max() ?? 0
    warnings =
      busiest > Double(machine.cores)
      ? [
        "the 1-minute load average reached \(busiest) on \(machine.cores) cores: other work ran beside "
          + "the benchmark, so its figures are not worth quoting"
      ] : []
  }

  /// Why the pages must not quote this run, or `nil` when they may: a 1-minute load average
  /// above half the cores at its start or end (1.0 on two cores) means other work ran beside it.
  package var refusalToQuote: String? {
    let limit = Double(machine.cores) / 2
    for (moment, averages) in [("start", loadAverage.start), ("end", loadAverage.end)] {
      if let load = averages.first, load > limit {
        return "the run's 1-minute load average at its \(moment) was \(load), above \(limit) on \(machine.cores) "
          + "cores: take the run again with nothing else running"
      }
    }
    return nil
  }

  /// The rows whose slowest repetition took more than 1.25 times their fastest: their medians
  /// are the noisiest figures of the run.
  package var noisyRows: [RowMeasurement] { rows.filter { $0.spread > 1.25 } }

  /// The cost of `row` as a multiple of the baseline's, or `nil` without a baseline row.
  ///
  /// - Parameter row: A row of this report.
  /// - Returns: The ratio of their medians.
  package func ratio(of row: RowMeasurement) -> Double? {
    guard let base = rows.first(where: { $0.name == baseline }), base.nanosecondsPerEvent > 0 else { return nil }
    return row.nanosecondsPerEvent / base.nanosecondsPerEvent
  }
}

/// The system's load average (processes running or waiting, over 1, 5 and 15 minutes).
package struct LoadAverage: Codable, Equatable, Sendable {
  /// The 1-, 5- and 15-minute averages when the run started; empty where the system does not say.
  package var start: [Double]
  /// The same averages when the run ended.
  package var end: [Double]

  /// Creates a load average record.
  package init(start: [Double], end: [Double]) {
    self.start = start
    self.end = end
  }
}
