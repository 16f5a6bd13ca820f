import BenchmarkKit

/// Reports with made-up figures, for the renderers' tests.
enum ReportFixture {
  /// A report whose rows cost `costs`, each repetition within ±`noise` of it.
  static func report(
    _ costs: [(String, Double)], noise: Double = 0, scaling: [ScalingSeries] = [], memory: [(String, Int?)] = [],
    heapStatistic: String? = "glibc mallinfo2(): uordblks + hblkhd"
  ) -> BenchmarkReport {
    BenchmarkReport(
      date: "2026-01-02T03:04:05Z", durationSeconds: 41.6,
      machine: Machine(system: "Linux 6.1 x86_64", processor: "Test CPU", cores: 2),
      toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
      loadAverage: LoadAverage(start: [0.42, 0.5, 0.6], end: [1.26]),
      build: "release", plan: .full, baseline: "direct method call", rows: costs.map { row($0.0, $0.1, noise: noise) },
      scaling: scaling, heapStatistic: heapStatistic,
      memory: memory.map {
        MemoryMeasurement(name: $0.0, bytesPerThousand: $0.1, attempts: $0.1.map { [$0 - 40, $0, $0 + 40] } ?? [])
      })
  }

  /// A measurement whose repetitions are `cost` × (1 − noise), `cost`, and `cost` × (1 + noise).
  static func row(_ name: String, _ cost: Double, noise: Double = 0) -> RowMeasurement {
    RowMeasurement(
      name: name, nanosecondsPerEvent: cost, samples: [cost * (1 - noise), cost, cost * (1 + noise)],
      iterations: 1_000)
  }

  /// A series whose cost per event is `fixed + perUnit × n` at each n.
  static func series(fixed: Double, perUnit: Double, counts: [Int] = [1, 10, 100, 1_000]) -> ScalingSeries {
    ScalingSeries(
      name: "NotificationCenter: one post to n observers", parameter: "observers", unit: "observer", event: "post",
      points: counts.map { ScalingPoint(count: $0, measurement: row("n = \($0)", fixed + perUnit * Double($0))) })
  }

  static let sample = report(
    [("direct method call", 2), ("closure with [weak self]", 6), ("A & B <exchange>", 20_000)],
    scaling: [series(fixed: 500, perUnit: 50)], memory: [("observers", 160_000)])
}
