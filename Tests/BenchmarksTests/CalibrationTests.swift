import BenchmarkKit
import Testing

@testable import Benchmarks

@Suite("Calibration")
struct CalibrationTests {
  let plan = BenchmarkPlan(repetitions: 7, targetNanoseconds: 100_000_000, maximumIterations: 1_000_000)

  @Test("A probe shorter than a tenth of the target is doubled")
  func shortProbeDoubles() {
    #expect(Calibration.needsLongerProbe(elapsed: 9_999_999, iterations: 64, plan: plan))
    #expect(!Calibration.needsLongerProbe(elapsed: 10_000_000, iterations: 64, plan: plan))
    #expect(Calibration.nextProbe(after: 64, plan: plan) == 128)
  }

  @Test("Probes stop growing at the plan's limit")
  func probesStopAtTheLimit() {
    #expect(Calibration.nextProbe(after: 800_000, plan: plan) == 1_000_000)
    #expect(!Calibration.needsLongerProbe(elapsed: 1, iterations: 1_000_000, plan: plan))
  }

  @Test("The repetition is scaled from the probe to the target time")
  func scalesToTheTarget() {
    // 1,000 events in 10 ms is 10 µs each: 100 ms holds 10,000 of them.
    #expect(Calibration.iterations(probe: 1_000, elapsed: 10_000_000, plan: plan) == 10_000)
  }

  @Test("A repetition runs at least one event and at most the limit")
  func clamped() {
    #expect(Calibration.iterations(probe: 1, elapsed: 5_000_000_000, plan: plan) == 1)
    #expect(Calibration.iterations(probe: 1_000, elapsed: 1, plan: plan) == 1_000_000)
  }

  @Test("A repetition within a factor of two of the target is near enough")
  func nearTarget() {
    #expect(Calibration.isNearTarget(elapsed: 60_000_000, iterations: 10, plan: plan))
    #expect(!Calibration.isNearTarget(elapsed: 40_000_000, iterations: 10, plan: plan))
    #expect(!Calibration.isNearTarget(elapsed: 201_000_000, iterations: 10, plan: plan))
    #expect(Calibration.isNearTarget(elapsed: 1, iterations: 1_000_000, plan: plan))
  }
}
