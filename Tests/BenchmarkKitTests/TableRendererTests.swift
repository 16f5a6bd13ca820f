import BenchmarkKit
import Testing

@Suite("The table")
struct TableRendererTests {
  @Test("Each row shows its cost and its multiple of the direct call")
  func rowsAndRatios() {
    let lines = TableRenderer.render(ReportFixture.sample)
    #expect(lines[0].hasPrefix("row") && lines[0].contains("× direct"))
    let closure = lines.first { $0.hasPrefix("closure with [weak self]") }
    #expect(closure?.contains("6.00") == true && closure?.contains("3.0×") == true)
    #expect(lines.contains { $0.hasPrefix("A & B <exchange>") && $0.contains("20,000") && $0.contains("10,000×") })
  }

  @Test("Memory rows show bytes per 1,000 and per one")
  func memoryRows() {
    let lines = TableRenderer.render(ReportFixture.sample)
    #expect(lines.contains { $0.hasPrefix("observers") && $0.contains("160,000") && $0.hasSuffix("160") })
  }

  @Test("The caption names the build, the machine and the date")
  func caption() {
    let caption = TableRenderer.caption(ReportFixture.sample).joined(separator: "\n")
    #expect(caption.contains("median of 7 repetitions of ~100 ms"))
    #expect(caption.contains("release build · Linux 6.1 x86_64, Test CPU, 2 cores · 2026-01-02T03:04:05Z"))
  }

  @Test("Without a baseline row, ratios are a dash rather than a guess")
  func noBaseline() {
    let lines = TableRenderer.render(ReportFixture.report([("closure", 6)]))
    #expect(lines.last?.contains("–") == true)
  }

  @Test("Figures are formatted with sensible precision and grouping")
  func formatting() {
    #expect(Formatting.nanoseconds(1.234) == "1.23")
    #expect(Formatting.nanoseconds(45.67) == "45.7")
    #expect(Formatting.nanoseconds(12_345.4) == "12,345")
    #expect(Formatting.ratio(3.44) == "3.4×")
    #expect(Formatting.ratio(1_234.4) == "1,234×")
    #expect(Formatting.grouped(-1_234_567) == "-1,234,567")
  }
}
