// Each repetition should take about the plan's target time, whatever one event costs: 2 ns
// or 20 µs. Calibration runs a probe, doubling its size until it is long enough to time,
// then scales the iteration count from it.
import BenchmarkKit

/// The arithmetic that sizes a repetition.
package enum Calibration {
  /// Returns whether a probe of `elapsed` nanoseconds is too short to scale from.
  ///
  /// - Parameters:
  ///   - elapsed: How long the probe took.
  ///   - iterations: How many events the probe ran.
  ///   - plan: The plan, which gives the floor and the iteration limit.
  /// - Returns: `true` when the probe should be doubled and run again.
  package static func needsLongerProbe(elapsed: UInt64, iterations: Int, plan: BenchmarkPlan) -> Bool {
    elapsed < plan.calibrationFloorNanoseconds && iterations < plan.maximumIterations
  }

  /// Returns the size of the next probe: twice this one, within the plan's limit.
  ///
  /// - Parameters:
  ///   - iterations: The size of the probe that was too short.
  ///   - plan: The plan, which gives the limit.
  /// - Returns: The next probe's size.
  package static func nextProbe(after iterations: Int, plan: BenchmarkPlan) -> Int {
    min(iterations.multipliedReportingOverflow(by: 2).partialValue, plan.maximumIterations)
  }

  /// Returns the iterations one repetition needs to take about the plan's target time.
  ///
  /// - Parameters:
  ///   - probe: How many events the last probe ran.
  ///   - elapsed: How long it took, in nanoseconds.
  ///   - plan: The plan, which gives the target and the limit.
  /// - Returns: At least 1 and at most the plan's limit.
  package static func iterations(probe: Int, elapsed: UInt64, plan: BenchmarkPlan) -> Int {
    let perEvent = Double(max(elapsed, 1)) / Double(max(probe, 1))
    let wanted = (Double(plan.targetNanoseconds) / perEvent).rounded()
    return Int(min(max(wanted, 1), Double(plan.maximumIterations)))
  }

  /// Returns whether a repetition of `elapsed` nanoseconds is close enough to the target.
  ///
  /// - Parameters:
  ///   - elapsed: How long the repetition took.
  ///   - iterations: How many events it ran.
  ///   - plan: The plan, which gives the target and the limit.
  /// - Returns: `true` within a factor of two of the target, or at the iteration limit.
  package static func isNearTarget(elapsed: UInt64, iterations: Int, plan: BenchmarkPlan) -> Bool {
    (plan.targetNanoseconds / 2...plan.targetNanoseconds * 2).contains(elapsed) || iterations >= plan.maximumIterations
  }
}
