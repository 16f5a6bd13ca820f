/// What the harness measured for one row.
public struct RowMeasurement: Codable, Equatable, Sendable {
  /// The row's name.
  public var name: String
  /// The median cost of one event, in nanoseconds.
  public var nanosecondsPerEvent: Double
  /// Every measured repetition's cost per event, in order, warm-up excluded.
  public var samples: [Double]
  /// The events each repetition ran, from calibration.
  public var iterations: Int

  /// Creates a measurement.
  public init(name: String, nanosecondsPerEvent: Double, samples: [Double], iterations: Int) {
    self.name = name
    self.nanosecondsPerEvent = nanosecondsPerEvent
    self.samples = samples
    self.iterations = iterations
  }

  /// The cost per event of the fastest repetition.
  public var fastest: Double { samples.min() ?? nanosecondsPerEvent }

  /// The cost per event of the slowest repetition.
  public var slowest: Double { samples.max() ?? nanosecondsPerEvent }
}

/// What one memory row measured.
public struct MemoryMeasurement: Codable, Equatable, Sendable {
  /// The row's name.
  public var name: String
  /// The heap bytes that 1,000 of the thing hold (the median of the attempts), or `nil` where
  /// this platform's heap is not measured.
  public var bytesPerThousand: Int?
  /// Every counted attempt's bytes, in order, the discarded first one excluded.
  public var attempts: [Int]

  /// Creates a memory measurement.
  public init(name: String, bytesPerThousand: Int?, attempts: [Int] = []) {
    self.name = name
    self.bytesPerThousand = bytesPerThousand
    self.attempts = attempts
  }
}
