import BenchmarkKit

/// A report with made-up figures, for the renderers' tests.
enum ReportFixture {
  static func report(_ costs: [(String, Double)], memory: [(String, Int)] = []) -> BenchmarkReport {
    BenchmarkReport(
      date: "2026-01-02T03:04:05Z", machine: Machine(system: "Linux 6.1 x86_64", processor: "Test CPU", cores: 2),
      build: "release", plan: .full, baseline: "direct method call",
      rows: costs.map { RowMeasurement(name: $0.0, nanosecondsPerEvent: $0.1, samples: [$0.1], iterations: 1_000) },
      memory: memory.map { MemoryMeasurement(name: $0.0, bytesPerThousand: $0.1) })
  }

  static let sample = report(
    [("direct method call", 2), ("closure with [weak self]", 6), ("A & B <exchange>", 20_000)],
    memory: [("observers", 160_000)])
}
