import BenchmarkKit
import Testing

@testable import Benchmarks

/// A clock that only moves when a fake row says how long it took: nothing is timed.
@MainActor
final class FakeClock {
  var nanoseconds: UInt64 = 0
  var runs: [Int] = []
}

@Suite("The harness, driven by a fake clock")
@MainActor
struct HarnessTests {
  let plan = BenchmarkPlan(repetitions: 7, targetNanoseconds: 1_000_000, maximumIterations: 1_000_000)

  /// A row that "costs" `cost` fake nanoseconds per event and returns `checksum(iterations, run)`.
  func row(
    cost: UInt64, clock: FakeClock, checksum: @escaping @Sendable (Int, Int) -> UInt64 = { n, _ in UInt64(n) }
  ) -> BenchmarkCase {
    BenchmarkCase("fake", expected: Checksum.eventCount) { @MainActor iterations in
      clock.runs.append(iterations)
      clock.nanoseconds += cost * UInt64(iterations)
      return checksum(iterations, clock.runs.count)
    }
  }

  @Test("It reports the median cost per event of the plan's repetitions")
  func reportsTheMedian() async throws {
    let clock = FakeClock()
    let harness = Harness(plan: plan) { clock.nanoseconds }
    let measurement = try await harness.measure(row(cost: 50, clock: clock))
    #expect(measurement.nanosecondsPerEvent == 50)
    #expect(measurement.samples.count == 7)
    #expect(measurement.iterations == 20_000)  // 1 ms / 50 ns
  }

  @Test("It doubles probes, warms up once, then runs the repetitions at the calibrated size")
  func calibratesThenWarmsUp() async throws {
    let clock = FakeClock()
    let harness = Harness(plan: plan) { clock.nanoseconds }
    _ = try await harness.measure(row(cost: 1_000, clock: clock))
    // Probes 1, 2, 4 … until 100 µs (a tenth of the target): 128 events; then 1,000 per run.
    #expect(clock.runs == [1, 2, 4, 8, 16, 32, 64, 128] + Array(repeating: 1_000, count: 8))
  }

  @Test("A probe slowed by another process is corrected by rescaling from the warm-up")
  func disturbedProbeIsCorrected() async throws {
    let clock = FakeClock()
    let harness = Harness(plan: plan) { clock.nanoseconds }
    let disturbed = BenchmarkCase("disturbed", expected: Checksum.eventCount) { @MainActor iterations in
      clock.runs.append(iterations)
      // The first run is interrupted for 1 ms; every event costs 50 ns.
      clock.nanoseconds += 50 * UInt64(iterations) + (clock.runs.count == 1 ? 1_000_000 : 0)
      return UInt64(iterations)
    }
    let measurement = try await harness.measure(disturbed)
    #expect(clock.runs == [1, 1, 20_000] + Array(repeating: 20_000, count: 7))
    #expect(measurement.nanosecondsPerEvent == 50)
  }

  @Test("A wrong checksum in any repetition stops the row with an error, not a figure")
  func wrongChecksumThrows() async {
    let clock = FakeClock()
    let harness = Harness(plan: plan) { clock.nanoseconds }
    // The 12th run (the third repetition after 8 probes and a warm-up) skips its work.
    let skipping = row(cost: 1_000, clock: clock) { n, run in run == 12 ? 0 : UInt64(n) }
    await #expect(
      throws: ChecksumMismatch(row: "fake", phase: "repetition 3", iterations: 1_000, expected: 1_000, actual: 0)
    ) {
      try await harness.measure(skipping)
    }
  }

  @Test("Work deleted outright is caught in the first probe")
  func deletedWorkIsCaught() async {
    let clock = FakeClock()
    let harness = Harness(plan: plan) { clock.nanoseconds }
    let deleted = BenchmarkCase("deleted", expected: Checksum.eventCount) { _ in 0 }
    await #expect(throws: ChecksumMismatch.self) { try await harness.measure(deleted) }
  }
}

@Suite("The harness measures a scaling run size by size")
@MainActor
struct ScalingHarnessTests {
  @Test("Each size is its own row, and the series keeps the sizes in order")
  func sizeBySize() async throws {
    let clock = FakeClock()
    let harness = Harness(plan: BenchmarkPlan(repetitions: 3, targetNanoseconds: 1_000_000)) { clock.nanoseconds }
    let run = ScalingCase("fake", parameter: "observers", unit: "observer", event: "post", counts: [1, 10, 100]) {
      count in
      BenchmarkCase("n = \(count)", expected: Checksum.eventCount) { @MainActor iterations in
        clock.nanoseconds += UInt64(100 + 10 * count) * UInt64(iterations)
        return UInt64(iterations)
      }
    }
    let series = try await harness.measure(run)
    #expect(series.points.map(\.count) == [1, 10, 100])
    #expect(series.points.map(\.measurement.nanosecondsPerEvent) == [110, 200, 1_100])
    #expect(abs(try #require(series.nanosecondsPerAddedUnit) - 10) < 1e-9)
  }
}

/// A CPU clock beside the fake wall clock: each run adds its cost, less whatever another
/// process took of the core.
@MainActor
final class FakeCPUClock {
  var nanoseconds: UInt64 = 0
}

@Suite("A repetition that lost the core is taken again")
@MainActor
struct PreemptionTests {
  let plan = BenchmarkPlan(repetitions: 3, targetNanoseconds: 1_000_000, maximumIterations: 1_000_000)

  /// A row of 50 ns per event, calibrated to 20,000 events per run; of those full-size runs,
  /// counted from 1 (the warm-up), the `preempted` ones lose 1 ms of wall time to another process.
  func row(singleThreaded: Bool, preempted: Set<Int>, wall: FakeClock, cpu: FakeCPUClock) -> BenchmarkCase {
    BenchmarkCase("fake", expected: Checksum.eventCount, singleThreaded: singleThreaded) { @MainActor iterations in
      wall.runs.append(iterations)
      let work = 50 * UInt64(iterations)
      cpu.nanoseconds += work
      let fullRuns = wall.runs.filter { $0 == 20_000 }.count
      wall.nanoseconds += work + (iterations == 20_000 && preempted.contains(fullRuns) ? 1_000_000 : 0)
      return UInt64(iterations)
    }
  }

  @Test("Single-threaded work whose CPU time is well below its wall time is measured again, and counted")
  func preemptedRepetitionIsRetaken() async throws {
    let wall = FakeClock()
    let cpu = FakeCPUClock()
    let harness = Harness(plan: plan, now: { wall.nanoseconds }, cpuNow: { cpu.nanoseconds })
    // The warm-up is full-size run 1; the first repetition, run 2, is preempted.
    let measurement = try await harness.measure(row(singleThreaded: true, preempted: [2], wall: wall, cpu: cpu))
    #expect(measurement.retakes == 1)
    #expect(measurement.samples == [50, 50, 50], "the preempted repetition's 100 ns per event is not kept")
    #expect(measurement.cpuSamples == [50, 50, 50])
    #expect(measurement.spread == 1)
  }

  @Test("Work that crosses threads is never retaken: its CPU time says nothing of preemption")
  func multiThreadedWorkIsTakenAsItComes() async throws {
    let wall = FakeClock()
    let cpu = FakeCPUClock()
    let harness = Harness(plan: plan, now: { wall.nanoseconds }, cpuNow: { cpu.nanoseconds })
    let measurement = try await harness.measure(row(singleThreaded: false, preempted: [2], wall: wall, cpu: cpu))
    #expect(measurement.retakes == 0)
    #expect(measurement.samples == [100, 50, 50])
  }

  @Test("A repetition preempted every time is kept after the last retake, so a run always ends")
  func retakesAreBounded() async throws {
    let wall = FakeClock()
    let cpu = FakeCPUClock()
    let harness = Harness(plan: plan, now: { wall.nanoseconds }, cpuNow: { cpu.nanoseconds })
    let measurement = try await harness.measure(
      row(singleThreaded: true, preempted: Set(2...100), wall: wall, cpu: cpu))
    #expect(measurement.retakes == 3 * Harness.maximumRetakes)
    #expect(measurement.samples == [100, 100, 100])
  }
}

@Suite("Which runs the pages may quote")
struct QuotableRunTests {
  func report(load: Double, spread: Double = 1) -> BenchmarkReport {
    BenchmarkReport(
      date: "2026-12-04T00:00:00Z", durationSeconds: 40, machine: Machine(system: "Linux", processor: nil, cores: 2),
      toolchain: "Swift version 6.3.1", loadAverage: LoadAverage(start: [load, 0, 0], end: [0.2, 0, 0]),
      build: "release", plan: BenchmarkPlan(repetitions: 2, targetNanoseconds: 1, maximumIterations: 1),
      baseline: "row",
      rows: [RowMeasurement(name: "row", nanosecondsPerEvent: 1, samples: [1, spread], iterations: 1)],
      scaling: [], heapStatistic: nil, memory: [])
  }

  @Test("A quiet run with close repetitions may be quoted")
  func quietRun() {
    #expect(report(load: 0.4).refusalToQuote == nil)
    #expect(report(load: 0.4).warnings == [])
  }

  @Test("A run whose load was above half the cores is refused, above the cores it warns, and noisy rows are named")
  func busyRun() {
    #expect(report(load: 1.5).refusalToQuote?.contains("1-minute load average at its start was 1.5") == true)
    #expect(report(load: 1.5).warnings == [])
    #expect(report(load: 10.9).warnings?.first?.contains("reached 10.9 on 2 cores") == true)
    #expect(report(load: 0.4, spread: 1.3).noisyRows.map(\.name) == ["row"])
    #expect(report(load: 0.4, spread: 1.2).noisyRows.isEmpty)
  }
}
