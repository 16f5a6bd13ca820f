// The costs as a picture: one horizontal bar per row on a logarithmic axis, because the rows
// span about six orders of magnitude and a linear axis would show one bar and many slivers.
// The bar ends at the median; a whisker spans the fastest to the slowest repetition. The
// chart is as wide as its longest label needs, so no label is ever cut off.
import Foundation

/// Draws a report's time rows as an SVG bar chart on a log scale.
package enum SVGChart {
  private static let margin = 16.0
  private static let plotWidth = 520.0
  private static let barHeight = 18.0
  private static let rowGap = 8.0
  private static let top = 78.0
  private static let nameSize = 13.0
  private static let valueSize = 12.0

  /// Returns the SVG document for `report`'s time rows.
  ///
  /// - Parameter report: A benchmark run with at least one time row.
  /// - Returns: A standalone SVG document.
  package static func render(_ report: BenchmarkReport) -> String {
    let rows = report.rows
    let labelWidth = margin + (rows.map { SVGText.width($0.name, size: nameSize) }.max() ?? 0) + 12
    let values = rows.map { row in
      Formatting.nanoseconds(row.nanosecondsPerEvent) + " ns"
        + (report.ratio(of: row).map { " (" + Formatting.ratio($0) + ")" } ?? "")
    }
    let (low, high) = SVGText.decades(rows.flatMap { [$0.fastest, $0.slowest, $0.nanosecondsPerEvent] })
    func x(_ nanoseconds: Double) -> Double {
      let position = (log10(max(nanoseconds, pow(10, Double(low)))) - Double(low)) / Double(high - low)
      return labelWidth + plotWidth * position
    }
    let title = "What one event costs: nanoseconds per event, log scale (shorter is cheaper)"
    let subtitle =
      "\(report.build) build · \(report.machine.summary) · \(report.date) · load average "
      + Formatting.load(report.loadAverage.start) + " → " + Formatting.load(report.loadAverage.end)
    let footer = [
      "bar: the median of \(report.repetitions) repetitions; whisker: the fastest to the slowest;"
        + " bars start at \(SVGText.decadeLabel(low)); ratios are to “\(report.baseline)”",
      "Measure your own: swift run -c release Benchmarks --svg chart.svg",
    ]
    let valueWidth = values.map { SVGText.width($0, size: valueSize) }.max() ?? 0
    let textWidths: [Double] =
      [SVGText.width(title, size: 17)] + ([subtitle] + footer).map { SVGText.width($0, size: valueSize) }
    let plotNeeds: Double = labelWidth + plotWidth + 8 + valueWidth + margin
    let width = Int(max(plotNeeds, 2 * margin + (textWidths.max() ?? 0)).rounded(.up))
    let plotBottom = top + Double(rows.count) * (barHeight + rowGap)
    let height = plotBottom + 70
    var svg = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(Int(height))""#
        + #" viewBox="0 0 \#(width) \#(Int(height))" font-family="sans-serif" font-size="13">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      SVGText.text(x: margin, y: 26, title, size: 17, weight: "bold"),
      SVGText.text(x: margin, y: 48, subtitle, size: valueSize, fill: "#555"),
    ]
    for decade in low...high {
      let position = x(pow(10, Double(decade)))
      svg.append(
        SVGText.line(x1: position, y1: top - 8, x2: position, y2: plotBottom, stroke: "gainsboro", kind: "tick"))
      svg.append(
        SVGText.text(
          x: position, y: plotBottom + 18, SVGText.decadeLabel(decade), size: valueSize, anchor: "middle", fill: "#555")
      )
    }
    for (index, row) in rows.enumerated() {
      let y = top + Double(index) * (barHeight + rowGap)
      let middle = y + barHeight / 2
      svg.append(SVGText.text(x: labelWidth - 10, y: y + 14, row.name, size: nameSize, anchor: "end"))
      svg.append(
        #"<rect class="bar" x="\#(SVGText.number(labelWidth))" y="\#(SVGText.number(y))""#
          + #" width="\#(SVGText.number(max(x(row.nanosecondsPerEvent) - labelWidth, 1)))""#
          + #" height="\#(SVGText.number(barHeight))" fill="\#(colour(row.name))">"#
          + #"<title>\#(SVGText.escape(row.name))</title></rect>"#)
      let (from, to) = (x(row.fastest), x(row.slowest))
      svg.append(SVGText.line(x1: from, y1: middle, x2: to, y2: middle, stroke: "#222", kind: "whisker"))
      for end in [from, to] {
        svg.append(SVGText.line(x1: end, y1: middle - 5, x2: end, y2: middle + 5, stroke: "#222"))
      }
      svg.append(SVGText.text(x: to + 8, y: y + 14, values[index], size: valueSize))
    }
    for (index, line) in footer.enumerated() {
      svg.append(SVGText.text(x: margin, y: height - 34 + Double(index) * 18, line, size: valueSize, fill: "#555"))
    }
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// A colour per family of mechanism, so the eye groups them.
  static func colour(_ name: String) -> String {
    let families: [(String, String)] = [
      ("direct", "#7f8c8d"), ("by its type", "#7f8c8d"), ("delegate", "#2e86c1"), ("Delegate", "#2e86c1"),
      ("protocol", "#2e86c1"),
      ("closure", "#17a589"), ("Closure", "#17a589"), ("Notification", "#ca6f1e"), ("Message", "#ca6f1e"),
      ("AsyncStream", "#884ea0"), ("Observable", "#c0392b"), ("Observation", "#c0392b"),
    ]
    return families.first { name.contains($0.0) }?.1 ?? "#566573"
  }
}
