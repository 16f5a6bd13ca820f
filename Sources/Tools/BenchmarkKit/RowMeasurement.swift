/// What the harness measured for one row.
package struct RowMeasurement: Codable, Equatable, Sendable {
  /// The row's name.
  package var name: String
  /// The median cost of one event, in nanoseconds.
  package var nanosecondsPerEvent: Double
  /// Every measured repetition's cost per event, in order, warm-up excluded.
  package var samples: [Double]
  /// The events each repetition ran, from calibration.
  package var iterations: Int
  /// Each kept repetition's process CPU time per event, beside `samples`; `nil` in older runs.
  package var cpuSamples: [Double]?
  /// How many repetitions were taken again because their CPU time fell well below their wall
  /// time (another process had the core); `nil` in older runs.
  package var retakes: Int?

  /// Creates a measurement.
  package init(
    name: String, nanosecondsPerEvent: Double, samples: [Double], iterations: Int, cpuSamples: [Double]? = nil,
    retakes: Int? = nil
  ) {
    self.name = name
    self.nanosecondsPerEvent = nanosecondsPerEvent
    self.samples = samples
    self.iterations = iterations
    self.cpuSamples = cpuSamples
    self.retakes = retakes
  }

  /// How many times its fastest repetition the slowest one took.
  package var spread: Double { fastest > 0 ? slowest / fastest : 1 }

  /// The cost per event of the fastest repetition.
  package var fastest: Double { samples.min() ?? nanosecondsPerEvent }

  /// The cost per event of the slowest repetition.
  package var slowest: Double { samples.max() ?? nanosecondsPerEvent }
}

/// What one memory row measured.
package struct MemoryMeasurement: Codable, Equatable, Sendable {
  /// The row's name.
  package var name: String
  /// The heap bytes that 1,000 of the thing hold (the median of the attempts), or `nil` where
  /// this platform's heap is not measured.
  package var bytesPerThousand: Int?
  /// Every counted attempt's bytes, in order, the discarded first one excluded.
  package var attempts: [Int]

  /// Creates a memory measurement.
  package init(name: String, bytesPerThousand: Int?, attempts: [Int] = []) {
    self.name = name
    self.bytesPerThousand = bytesPerThousand
    self.attempts = attempts
  }
}
