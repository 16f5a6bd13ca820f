import Foundation
import Testing

@testable import BenchmarkKit

@Suite("The chart")
struct SVGChartTests {
  let svg = SVGChart.render(ReportFixture.sample)

  @Test("It draws one bar per time row")
  func oneBarPerRow() {
    #expect(svg.components(separatedBy: #"<rect class="bar""#).count - 1 == 3)
  }

  @Test("Its axis is logarithmic: one tick per decade, from 1 ns to 100 µs")
  func logAxis() {
    #expect(svg.contains("log scale"))
    #expect(svg.components(separatedBy: #"<line class="tick""#).count - 1 == 6)
    for label in ["1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs"] {
      #expect(svg.contains(">\(label)</text>"), "no tick labelled \(label)")
    }
  }

  @Test("Bars grow with the logarithm of the cost, not the cost")
  func barsAreLogarithmic() throws {
    let widths = try svg.components(separatedBy: #"<rect class="bar""#).dropFirst().map { part in
      let value = try #require(part.components(separatedBy: #"width=""#).dropFirst().first?.prefix { $0 != "\"" })
      return try #require(Double(value))
    }
    // 2 ns and 6 ns are close on a log axis; 20,000 ns is four decades further.
    #expect(widths[1] / widths[0] < 3 && widths[2] > widths[1] * 3)
  }

  @Test("It names the date and the machine it was measured on")
  func dateAndMachine() {
    #expect(svg.contains("2026-01-02T03:04:05Z") && svg.contains("Linux 6.1 x86_64, Test CPU, 2 cores"))
  }

  @Test("Row names are escaped, so the document stays well-formed XML")
  func escaped() {
    #expect(svg.contains("A &amp; B &lt;exchange&gt;"))
    // Every `&` starts an entity, and every element that opens also closes.
    let ampersands = svg.components(separatedBy: "&").dropFirst()
    let entities = ["amp;", "lt;", "gt;", "quot;"]
    #expect(ampersands.allSatisfy { part in entities.contains { part.hasPrefix($0) } })
    #expect(svg.components(separatedBy: "<text ").count == svg.components(separatedBy: "</text>").count)
    #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"))
  }

  @Test("The decades enclose every value, and span at least one")
  func decades() {
    #expect(SVGChart.decades([2, 20_000]) == (0, 5))
    #expect(SVGChart.decades([5]) == (0, 1))
    #expect(SVGChart.tickLabel(3) == "1 µs" && SVGChart.tickLabel(7) == "10 ms")
  }
}
