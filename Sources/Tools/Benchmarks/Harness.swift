// The measuring loop: calibrate (doubling probes), a warm-up repetition, then the plan's
// repetitions, each timed as a whole and divided by its events. Every run's checksum is
// verified, the probes' and the warm-up's included. A repetition of single-threaded work
// whose process CPU time is well below its wall time lost the core to another process for
// part of it: it is taken again, a few times at most. The clocks are parameters, so tests
// can drive the loop with fake clocks and never measure anything.
import BenchmarkKit

/// Measures rows under a plan with a nanosecond clock.
@MainActor
package struct Harness {
  /// How long and how often each row runs.
  package var plan: BenchmarkPlan
  /// A monotonic clock in nanoseconds.
  package var now: () -> UInt64
  /// The process's CPU time in nanoseconds, or `nil` to take every repetition as it comes.
  package var cpuNow: (() -> UInt64)?

  /// A repetition whose CPU time is below this share of its wall time was preempted.
  package static let preemptedBelow = 0.9
  /// How many times one repetition is taken again at most.
  package static let maximumRetakes = 5

  /// Creates a harness.
  package init(plan: BenchmarkPlan, now: @escaping () -> UInt64, cpuNow: (() -> UInt64)? = nil) {
    self.plan = plan
    self.now = now
    self.cpuNow = cpuNow
  }

  /// Measures one row.
  ///
  /// - Parameter row: The row to measure.
  /// - Returns: The median cost per event and every repetition's cost.
  /// - Throws: `ChecksumMismatch` as soon as one run's checksum is wrong.
  package func measure(_ row: BenchmarkCase) async throws(ChecksumMismatch) -> RowMeasurement {
    var probe = 1
    var elapsed = try await timed(row, iterations: probe, phase: "calibration")
    while Calibration.needsLongerProbe(elapsed: elapsed, iterations: probe, plan: plan) {
      probe = Calibration.nextProbe(after: probe, plan: plan)
      elapsed = try await timed(row, iterations: probe, phase: "calibration")
    }
    var iterations = Calibration.iterations(probe: probe, elapsed: elapsed, plan: plan)
    // A probe that another process interrupted can be far off: rescale from the warm-up
    // until a repetition lands near the target time, at most three times.
    for _ in 1...3 {
      let warmUp = try await timed(row, iterations: iterations, phase: "warm-up")
      if Calibration.isNearTarget(elapsed: warmUp, iterations: iterations, plan: plan) { break }
      iterations = Calibration.iterations(probe: iterations, elapsed: warmUp, plan: plan)
    }
    var samples: [Double] = []
    var cpuSamples: [Double] = []
    var retakes = 0
    for repetition in 1...plan.repetitions {
      var attempt = 0
      while true {
        let cpuStart = cpuNow?()
        let elapsed = try await timed(row, iterations: iterations, phase: "repetition \(repetition)")
        let cpu = cpuStart.flatMap { start in cpuNow.map { $0() - start } }
        let preempted = row.singleThreaded && cpu.map { Double($0) < Self.preemptedBelow * Double(elapsed) } == true
        if preempted, attempt < Self.maximumRetakes {
          attempt += 1
          retakes += 1
          continue
        }
        samples.append(Double(elapsed) / Double(iterations))
        if let cpu { cpuSamples.append(Double(cpu) / Double(iterations)) }
        break
      }
    }
    return RowMeasurement(
      name: row.name, nanosecondsPerEvent: Statistics.median(samples), samples: samples, iterations: iterations,
      cpuSamples: cpuNow == nil ? nil : cpuSamples, retakes: cpuNow == nil ? nil : retakes)
  }

  /// Measures a scaling run, one size after another.
  ///
  /// - Parameter scaling: The run to measure.
  /// - Returns: The series, one point per size.
  /// - Throws: `ChecksumMismatch` as soon as one run's checksum is wrong.
  package func measure(_ scaling: ScalingCase) async throws(ChecksumMismatch) -> ScalingSeries {
    var points: [ScalingPoint] = []
    for count in scaling.counts {
      points.append(ScalingPoint(count: count, measurement: try await measure(scaling.row(count))))
    }
    return ScalingSeries(
      name: scaling.name, parameter: scaling.parameter, unit: scaling.unit, event: scaling.event, points: points)
  }

  private func timed(_ row: BenchmarkCase, iterations: Int, phase: String) async throws(ChecksumMismatch) -> UInt64 {
    let start = now()
    let checksum = await row.run(iterations)
    let elapsed = now() - start
    BlackHole.consume(checksum)
    try ChecksumMismatch.verify(
      row: row.name, phase: phase, iterations: iterations, expected: row.expected(iterations), actual: checksum)
    return elapsed
  }
}
