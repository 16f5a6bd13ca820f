import BenchmarkKit
import Testing

@Suite("The table")
struct TableRendererTests {
  @Test("Each row shows its median, its fastest and slowest repetition, and its multiple of the direct call")
  func rowsAndRatios() {
    let lines = TableRenderer.render(ReportFixture.report([("direct method call", 2), ("closure", 6)], noise: 0.1))
    #expect(lines[0].hasPrefix("row") && lines[0].contains("min–max") && lines[0].contains("× direct"))
    let closure = lines.first { $0.hasPrefix("closure") }
    #expect(closure?.contains("6.00") == true && closure?.contains("5.40–6.60") == true)
    #expect(closure?.contains("3.0×") == true)
    let sample = TableRenderer.render(ReportFixture.sample)
    #expect(sample.contains { $0.hasPrefix("A & B <exchange>") && $0.contains("20,000") && $0.contains("10,000×") })
  }

  @Test("Each scaling run shows every size, the cost per unit, and the slope")
  func scalingRuns() {
    let lines = TableRenderer.scaling(ReportFixture.sample)
    #expect(lines.first == "scaling: NotificationCenter: one post to n observers")
    #expect(lines[1].contains("observers") && lines[1].contains("ns/post") && lines[1].contains("ns per observer"))
    // 1,000 observers: 500 + 50 × 1,000 ns a post, 50.5 ns each.
    #expect(lines.contains { $0.split(separator: " ") == ["1,000", "50,500", "50,500–50,500", "50.5"] })
    #expect(lines.last?.hasPrefix("log–log slope 0.") == true)
    #expect(lines.last?.hasSuffix("each added observer adds 50.0 ns to a post") == true)
  }

  @Test("Memory rows show bytes per 1,000, their spread, and per one")
  func memoryRows() {
    let lines = TableRenderer.render(ReportFixture.sample)
    #expect(lines.contains { $0.hasPrefix("observers") && $0.contains("160,000") && $0.contains("159,960–160,040") })
    #expect(lines.contains { $0.hasPrefix("observers") && $0.hasSuffix("160") })
  }

  @Test("Where the heap is not measured, the rows and the caption say so plainly")
  func heapNotMeasured() {
    let report = ReportFixture.report([], memory: [("observers", nil)], heapStatistic: nil)
    #expect(
      TableRenderer.render(report).contains {
        $0.hasPrefix("observers") && $0.hasSuffix("not measured on this platform")
      })
    #expect(TableRenderer.caption(report).contains("heap: not measured on this platform"))
  }

  @Test("The caption names the build, the machine, the toolchain, the date, the duration and the load")
  func caption() {
    let caption = TableRenderer.caption(ReportFixture.sample).joined(separator: "\n")
    #expect(caption.contains("median of 7 repetitions of ~100 ms"))
    #expect(caption.contains("release build · Linux 6.1 x86_64, Test CPU, 2 cores · Swift version 6.3.1"))
    #expect(caption.contains("2026-01-02T03:04:05Z · took 42 s · load average 0.4 at the start, 1.3 at the end"))
    #expect(caption.contains("heap: glibc mallinfo2(): uordblks + hblkhd"))
  }

  @Test("Without a baseline row, ratios are a dash rather than a guess")
  func noBaseline() {
    let lines = TableRenderer.render(ReportFixture.report([("closure", 6)]))
    #expect(lines.last?.contains("–") == true)
  }

  @Test("No line ends in padding")
  func noTrailingSpaces() {
    let report = ReportFixture.report([("direct method call", 2)], memory: [("observers", nil)], heapStatistic: nil)
    for line in TableRenderer.render(report) + TableRenderer.render(ReportFixture.sample) {
      #expect(!line.hasSuffix(" "), "'\(line)'")
    }
  }
}
