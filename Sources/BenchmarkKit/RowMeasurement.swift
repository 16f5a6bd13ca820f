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
}

/// What one memory row measured.
public struct MemoryMeasurement: Codable, Equatable, Sendable {
  /// The row's name.
  public var name: String
  /// The heap bytes that 1,000 of the thing hold (the median of the attempts).
  public var bytesPerThousand: Int

  /// Creates a memory measurement.
  public init(name: String, bytesPerThousand: Int) {
    self.name = name
    self.bytesPerThousand = bytesPerThousand
  }
}
