import Foundation
import Testing

@testable import BenchmarkKit

@Suite("The chart")
struct SVGChartTests {
  let svg = SVGChart.render(ReportFixture.sample)

  @Test("It draws one bar per time row, each with a whisker from the fastest to the slowest repetition")
  func oneBarPerRow() {
    #expect(svg.components(separatedBy: #"<rect class="bar""#).count - 1 == 3)
    #expect(svg.components(separatedBy: #"<line class="whisker""#).count - 1 == 3)
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
      try #require(Double(attribute("width", in: part)))
    }
    // 2 ns and 6 ns are close on a log axis; 20,000 ns is four decades further.
    #expect(widths[1] / widths[0] < 3 && widths[2] > widths[1] * 3)
  }

  @Test("A noisy row's whisker is longer than a steady row's")
  func whiskersShowTheSpread() throws {
    let steady = SVGChart.render(ReportFixture.report([("direct method call", 100)], noise: 0.02))
    let noisy = SVGChart.render(ReportFixture.report([("direct method call", 100)], noise: 0.5))
    func whiskerLength(_ svg: String) throws -> Double {
      let part = try #require(svg.components(separatedBy: #"<line class="whisker""#).dropFirst().first)
      return try #require(Double(attribute("x2", in: part))) - #require(Double(attribute("x1", in: part)))
    }
    #expect(try whiskerLength(noisy) > 10 * whiskerLength(steady))
  }

  @Test(
    "No label is cut off at the right edge, whatever the range of the costs",
    arguments: [
      [("direct method call", 2.0), ("closure with [weak self]", 6), ("the slowest, just under a decade", 95)],
      [("direct method call", 2.0), ("NotificationCenter, 1 observer", 990)],
      [("direct method call", 2.5), ("ViaAsyncStream: Save → the list is updated", 99_000)],
      [("one row", 1_000_000.0)],
    ])
  func labelsFit(costs: [(String, Double)]) throws {
    let svg = SVGChart.render(ReportFixture.report(costs, noise: 0.3))
    try expectEverythingFits(svg)
  }

  @Test("It names the date, the machine and the load it was measured under")
  func dateAndMachine() {
    #expect(svg.contains("2026-01-02T03:04:05Z") && svg.contains("Linux 6.1 x86_64, Test CPU, 2 cores"))
    #expect(svg.contains("load average 0.4 → 1.3"))
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
    #expect(SVGText.decades([2, 20_000]) == (0, 5))
    #expect(SVGText.decades([5]) == (0, 1))
    #expect(SVGText.decadeLabel(3) == "1 µs" && SVGText.decadeLabel(7) == "10 ms")
  }
}

/// The value of the first `name="…"` attribute in `element`.
func attribute(_ name: String, in element: String) -> String {
  (" " + element).components(separatedBy: #" \#(name)=""#).dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
    ?? ""
}

/// Expects every text, line and bar of an SVG chart to lie inside its width.
///
/// A text's width is estimated at 0.6 em a character: about the average of a sans-serif
/// font's digits and letters, so a label that would be cut off in a browser fails here too.
func expectEverythingFits(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let width = try #require(Double(attribute("width", in: svg)))
  let texts = svg.components(separatedBy: "<text ").dropFirst()
  #expect(!texts.isEmpty, sourceLocation: sourceLocation)
  for element in texts {
    let x = try #require(Double(attribute("x", in: element)))
    let size = try #require(Double(attribute("font-size", in: element)))
    let content = String(element.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
      .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
    let extent = Double(content.count) * 0.6 * size
    let (left, right) =
      switch attribute("text-anchor", in: element) {
      case "end": (x - extent, x)
      case "middle": (x - extent / 2, x + extent / 2)
      default: (x, x + extent)
      }
    #expect(
      left >= 0 && right <= width, "'\(content)' spans \(Int(left))…\(Int(right)) of \(Int(width))",
      sourceLocation: sourceLocation)
  }
  for element in svg.components(separatedBy: "<line ").dropFirst() {
    let ends = try ["x1", "x2"].map { try #require(Double(attribute($0, in: element))) }
    #expect(
      ends.allSatisfy { $0 >= 0 && $0 <= width }, "a line at \(ends) of \(Int(width))", sourceLocation: sourceLocation)
  }
}
