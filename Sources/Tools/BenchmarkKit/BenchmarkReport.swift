/// Everything one benchmark run measured, with where, when and under what load: what `--json` prints.
public struct BenchmarkReport: Codable, Equatable, Sendable {
  /// When the run started, as an ISO 8601 date and time in UTC.
  public var date: String
  /// How long the whole run took, in seconds.
  public var durationSeconds: Double
  /// The machine it ran on.
  public var machine: Machine
  /// The compiler that built the benchmark, as `swift --version` names it.
  public var toolchain: String
  /// The system's load average when the run started and when it ended.
  public var loadAverage: LoadAverage
  /// "release" or "debug": debug figures are inflated and not worth comparing.
  public var build: String
  /// The plan's repetitions per row.
  public var repetitions: Int
  /// The target time of one repetition, in nanoseconds.
  public var targetNanoseconds: UInt64
  /// The name of the row every ratio is taken against.
  public var baseline: String
  /// The time rows, in the order they ran.
  public var rows: [RowMeasurement]
  /// The scaling runs: the same event at several sizes.
  public var scaling: [ScalingSeries]
  /// The allocator statistic the memory rows read, or `nil` where the heap is not measured.
  public var heapStatistic: String?
  /// The memory rows.
  public var memory: [MemoryMeasurement]

  /// Creates a report.
  public init(
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
  }

  /// The cost of `row` as a multiple of the baseline's, or `nil` without a baseline row.
  ///
  /// - Parameter row: A row of this report.
  /// - Returns: The ratio of their medians.
  public func ratio(of row: RowMeasurement) -> Double? {
    guard let base = rows.first(where: { $0.name == baseline }), base.nanosecondsPerEvent > 0 else { return nil }
    return row.nanosecondsPerEvent / base.nanosecondsPerEvent
  }
}

/// The system's load average (processes running or waiting, over 1, 5 and 15 minutes).
public struct LoadAverage: Codable, Equatable, Sendable {
  /// The 1-, 5- and 15-minute averages when the run started; empty where the system does not say.
  public var start: [Double]
  /// The same averages when the run ended.
  public var end: [Double]

  /// Creates a load average record.
  public init(start: [Double], end: [Double]) {
    self.start = start
    self.end = end
  }
}
