/// Everything one benchmark run measured, with where and when: what `--json` prints.
public struct BenchmarkReport: Codable, Equatable, Sendable {
  /// When the run started, as an ISO 8601 date and time in UTC.
  public var date: String
  /// The machine it ran on.
  public var machine: Machine
  /// "release" or "debug": debug figures are inflated and not worth comparing.
  public var build: String
  /// The plan's repetitions and target time per repetition.
  public var repetitions: Int
  /// The target time of one repetition, in nanoseconds.
  public var targetNanoseconds: UInt64
  /// The name of the row every ratio is taken against.
  public var baseline: String
  /// The time rows, in the order they ran.
  public var rows: [RowMeasurement]
  /// The memory rows.
  public var memory: [MemoryMeasurement]

  /// Creates a report.
  public init(
    date: String, machine: Machine, build: String, plan: BenchmarkPlan, baseline: String,
    rows: [RowMeasurement], memory: [MemoryMeasurement]
  ) {
    self.date = date
    self.machine = machine
    self.build = build
    self.repetitions = plan.repetitions
    self.targetNanoseconds = plan.targetNanoseconds
    self.baseline = baseline
    self.rows = rows
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

/// The machine a run was measured on.
public struct Machine: Codable, Equatable, Sendable {
  /// The system, as `uname -srm` prints it, such as "Linux 6.1.0 x86_64".
  public var system: String
  /// The processor's model name, when the system says it.
  public var processor: String?
  /// The number of cores the process may use.
  public var cores: Int

  /// Creates a machine description.
  public init(system: String, processor: String?, cores: Int) {
    self.system = system
    self.processor = processor
    self.cores = cores
  }

  /// One line for a table or a chart: system, processor and cores.
  public var summary: String {
    ([system] + (processor.map { [$0] } ?? []) + ["\(cores) cores"]).joined(separator: ", ")
  }
}
