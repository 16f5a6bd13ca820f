// The costs as a picture: one horizontal bar per row on a logarithmic axis, because the rows
// span about six orders of magnitude and a linear axis would show one bar and many slivers.
import Foundation

/// Draws a report's time rows as an SVG bar chart on a log scale.
public enum SVGChart {
  private static let plotAndValueWidth = 600.0
  private static let valueWidth = 90.0
  private static let barHeight = 18.0
  private static let rowGap = 8.0
  private static let top = 78.0

  /// Returns the SVG document for `report`'s time rows.
  ///
  /// - Parameter report: A benchmark run with at least one time row.
  /// - Returns: A standalone SVG document.
  public static func render(_ report: BenchmarkReport) -> String {
    let rows = report.rows
    // Room for the longest row name, at about 7.5 px a character in a 13 px sans-serif font.
    let labelWidth = max(200, 24 + 7.5 * Double(rows.map(\.name.count).max() ?? 0))
    let width = labelWidth + plotAndValueWidth
    let (low, high) = decades(rows.map(\.nanosecondsPerEvent))
    let plotWidth = width - labelWidth - valueWidth - 20
    func x(_ nanoseconds: Double) -> Double {
      let position = (log10(max(nanoseconds, pow(10, Double(low)))) - Double(low)) / Double(high - low)
      return labelWidth + plotWidth * position
    }
    let plotBottom = top + Double(rows.count) * (barHeight + rowGap)
    let height = plotBottom + 64
    var svg = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(width))" height="\#(Int(height))""#
        + #" viewBox="0 0 \#(Int(width)) \#(Int(height))" font-family="sans-serif" font-size="13">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      text(
        x: 16, y: 26, "What one event costs: nanoseconds per event, log scale (shorter is cheaper)", size: 17,
        weight: "bold"),
      text(x: 16, y: 48, "\(report.build) build · \(report.machine.summary) · \(report.date)", size: 12, fill: "#555"),
    ]
    for decade in low...high {
      let position = x(pow(10, Double(decade)))
      svg.append(
        #"<line class="tick" x1="\#(format(position))" y1="\#(format(top - 8))" x2="\#(format(position))""#
          + #" y2="\#(format(plotBottom))" stroke="gainsboro"/>"#)
      svg.append(text(x: position, y: plotBottom + 18, tickLabel(decade), size: 12, anchor: "middle", fill: "#555"))
    }
    for (index, row) in rows.enumerated() {
      let y = top + Double(index) * (barHeight + rowGap)
      let end = x(row.nanosecondsPerEvent)
      let ratio = report.ratio(of: row).map { " (" + Formatting.ratio($0) + ")" } ?? ""
      svg.append(text(x: labelWidth - 10, y: y + 14, row.name, anchor: "end"))
      svg.append(
        #"<rect class="bar" x="\#(format(labelWidth))" y="\#(format(y))" width="\#(format(max(end - labelWidth, 1)))""#
          + #" height="\#(format(barHeight))" fill="\#(colour(row.name))"><title>\#(escape(row.name))</title></rect>"#)
      svg.append(text(x: end + 6, y: y + 14, Formatting.nanoseconds(row.nanosecondsPerEvent) + " ns" + ratio, size: 12))
    }
    svg.append(
      text(
        x: 16, y: height - 16,
        "median of \(report.repetitions) repetitions; bars start at \(tickLabel(low)); "
          + "ratios are to “\(report.baseline)”. Measure your own: swift run -c release Benchmarks",
        size: 12, fill: "#555"))
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// The whole decades that enclose `values`: 10^low ≤ every value ≤ 10^high, low < high.
  static func decades(_ values: [Double]) -> (low: Int, high: Int) {
    let positive = values.filter { $0 > 0 }
    let low = Int(floor(log10(positive.min() ?? 1)))
    let high = Int(ceil(log10(positive.max() ?? 10)))
    return (low, max(high, low + 1))
  }

  /// "1 ns", "10 ns", "100 ns", "1 µs" … for 10^decade nanoseconds.
  static func tickLabel(_ decade: Int) -> String {
    let units = ["ns", "µs", "ms", "s"]
    guard decade >= 0 else { return "10^\(decade) ns" }
    let unit = min(decade / 3, units.count - 1)
    let value = Int(pow(10, Double(decade - unit * 3)))
    return "\(value) \(units[unit])"
  }

  /// A colour per family of mechanism, so the eye groups them.
  private static func colour(_ name: String) -> String {
    let families: [(String, String)] = [
      ("direct", "#7f8c8d"), ("delegate", "#2e86c1"), ("Delegate", "#2e86c1"), ("closure", "#17a589"),
      ("Closure", "#17a589"), ("Notification", "#ca6f1e"), ("Message", "#ca6f1e"), ("AsyncStream", "#884ea0"),
      ("Observable", "#c0392b"), ("Observation", "#c0392b"),
    ]
    return families.first { name.contains($0.0) }?.1 ?? "#566573"
  }

  private static func text(
    x: Double, y: Double, _ content: String, size: Int = 13, anchor: String = "start", weight: String = "normal",
    fill: String = "#222"
  ) -> String {
    #"<text x="\#(format(x))" y="\#(format(y))" font-size="\#(size)" text-anchor="\#(anchor)""#
      + #" font-weight="\#(weight)" fill="\#(fill)">\#(escape(content))</text>"#
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// Escapes the characters XML gives a meaning, such as the `&` and `<` a row name may contain.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
