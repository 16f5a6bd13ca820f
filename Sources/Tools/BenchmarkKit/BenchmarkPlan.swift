/// How long and how often each row is measured.
package struct BenchmarkPlan: Equatable, Sendable {
  /// The measured repetitions per row, after the warm-up; the reported figure is their median.
  package var repetitions: Int
  /// The wall-clock time one repetition should take, in nanoseconds.
  package var targetNanoseconds: UInt64
  /// The most events one repetition may run, whatever the calibration says.
  package var maximumIterations: Int

  /// Creates a plan.
  package init(repetitions: Int, targetNanoseconds: UInt64, maximumIterations: Int = 50_000_000) {
    precondition(repetitions >= 1 && targetNanoseconds > 0 && maximumIterations >= 1)
    self.repetitions = repetitions
    self.targetNanoseconds = targetNanoseconds
    self.maximumIterations = maximumIterations
  }

  /// The full run: seven repetitions of about 100 ms per row.
  package static let full = BenchmarkPlan(repetitions: 7, targetNanoseconds: 100_000_000)

  /// The quick run, for `--quick` and Lesson 9: seven repetitions of about 8 ms per row.
  package static let quick = BenchmarkPlan(repetitions: 7, targetNanoseconds: 8_000_000)

  /// A calibration probe shorter than this is too short to scale from: double and try again.
  package var calibrationFloorNanoseconds: UInt64 { max(targetNanoseconds / 10, 1) }
}
