import Testing

@testable import BenchmarkKit

@Suite("Formatting")
struct FormattingTests {
  @Test("Costs keep three significant digits where they matter, and group thousands")
  func nanoseconds() {
    #expect(Formatting.nanoseconds(1.234) == "1.23")
    #expect(Formatting.nanoseconds(45.67) == "45.7")
    #expect(Formatting.nanoseconds(12_345.4) == "12,345")
    #expect(Formatting.range(2.48, 2.613) == "2.48–2.61")
  }

  @Test("Ratios and integers are grouped")
  func ratiosAndIntegers() {
    #expect(Formatting.ratio(3.44) == "3.4×")
    #expect(Formatting.ratio(1_234.4) == "1,234×")
    #expect(Formatting.grouped(-1_234_567) == "-1,234,567")
  }

  @Test(
    "Durations on a page have a unit and two significant digits",
    arguments: [
      (2.47, "2.5 ns"), (78.5, "79 ns"), (999.6, "1 µs"), (1_374, "1.4 µs"), (21_642, "22 µs"),
      (197_777, "200 µs"), (2_520_000, "2.5 ms"), (16_700_000, "17 ms"), (3e9, "3 s"),
    ])
  func durations(nanoseconds: Double, text: String) {
    #expect(Formatting.duration(nanoseconds) == text)
  }
}
