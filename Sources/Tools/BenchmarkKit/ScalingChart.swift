// The scaling runs as a log–log chart: n across, the cost of one event up, both on log scales.
// On such axes a cost that grows in proportion to n is a straight line of slope 1 and a flat
// cost a line of slope 0, so the eye reads the growth from the angle; the legend gives the
// measured slope. Each point shows its median, with a whisker from the fastest to the slowest.
import Foundation

/// Draws a report's scaling runs as an SVG log–log chart.
package enum ScalingChart {
  private static let margin = 16.0
  private static let axisLabelWidth = 64.0
  private static let plotWidth = 560.0
  private static let plotHeight = 320.0
  private static let top = 70.0
  private static let size = 12.0
  private static let palette = ["#ca6f1e", "#c0392b", "#884ea0", "#2e86c1", "#17a589", "#566573"]

  /// Returns the SVG document for `report`'s scaling runs.
  ///
  /// - Parameter report: A benchmark run with at least one scaling run.
  /// - Returns: A standalone SVG document.
  package static func render(_ report: BenchmarkReport) -> String {
    let series = report.scaling
    let points = series.flatMap(\.points)
    let (lowN, highN) = SVGText.decades(points.map { Double($0.count) })
    let (lowCost, highCost) = SVGText.decades(points.flatMap { [$0.measurement.fastest, $0.measurement.slowest] })
    let left = margin + axisLabelWidth
    func x(_ count: Int) -> Double {
      left + plotWidth * (log10(Double(max(count, 1))) - Double(lowN)) / Double(highN - lowN)
    }
    func y(_ nanoseconds: Double) -> Double {
      let position = (log10(max(nanoseconds, pow(10, Double(lowCost)))) - Double(lowCost)) / Double(highCost - lowCost)
      return top + plotHeight * (1 - position)
    }
    let title = "How the cost of one event grows with n: log–log (a slope of 1 grows in proportion to n)"
    let subtitle = "\(report.build) build · \(report.machine.summary) · \(report.date)"
    let axisTitle = "n: " + Array(Set(series.map(\.parameter))).sorted().joined(separator: ", or ")
    let legend = series.map { series in
      "\(series.name): slope \(Formatting.slope(series.slope)), each added \(series.unit) "
        + (series.nanosecondsPerAddedUnit.map { Formatting.nanoseconds($0) + " ns" } ?? "–")
    }
    let plotBottom = top + plotHeight
    let legendTop = plotBottom + 58
    let height = legendTop + Double(legend.count) * 18 + 30
    let textWidths: [Double] =
      [SVGText.width(title, size: 16)] + [subtitle, axisTitle].map { SVGText.width($0, size: size) }
      + legend.map { 22 + SVGText.width($0, size: size) }
    let width = Int(max(left + plotWidth + 2 * margin, 2 * margin + (textWidths.max() ?? 0)).rounded(.up))
    var svg = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(Int(height))""#
        + #" viewBox="0 0 \#(width) \#(Int(height))" font-family="sans-serif" font-size="13">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      SVGText.text(x: margin, y: 26, title, size: 16, weight: "bold"),
      SVGText.text(x: margin, y: 46, subtitle, size: size, fill: "#555"),
    ]
    for decade in lowN...highN {
      let position = x(Int(pow(10, Double(decade))))
      svg.append(SVGText.line(x1: position, y1: top, x2: position, y2: plotBottom, stroke: "gainsboro", kind: "tick"))
      svg.append(
        SVGText.text(
          x: position, y: plotBottom + 18, Formatting.grouped(Int(pow(10, Double(decade)))), size: size,
          anchor: "middle", fill: "#555"))
    }
    for decade in lowCost...highCost {
      let position = y(pow(10, Double(decade)))
      svg.append(SVGText.line(x1: left, y1: position, x2: left + plotWidth, y2: position, stroke: "gainsboro"))
      svg.append(
        SVGText.text(
          x: left - 8, y: position + 4, SVGText.decadeLabel(decade), size: size, anchor: "end", fill: "#555"))
    }
    svg.append(SVGText.text(x: left + plotWidth / 2, y: plotBottom + 38, axisTitle, size: size, anchor: "middle"))
    for (index, series) in series.enumerated() {
      let colour = palette[index % palette.count]
      let path = series.points.map {
        "\(SVGText.number(x($0.count))),\(SVGText.number(y($0.measurement.nanosecondsPerEvent)))"
      }
      svg.append(
        #"<polyline class="series" points="\#(path.joined(separator: " "))" fill="none" stroke="\#(colour)""#
          + #" stroke-width="2"/>"#)
      for point in series.points {
        let (across, row) = (x(point.count), point.measurement)
        svg.append(
          SVGText.line(
            x1: across, y1: y(row.fastest), x2: across, y2: y(row.slowest), stroke: colour, kind: "whisker"))
        svg.append(
          #"<circle class="point" cx="\#(SVGText.number(across))" cy="\#(SVGText.number(y(row.nanosecondsPerEvent)))""#
            + #" r="3.5" fill="\#(colour)"><title>\#(SVGText.escape(pointTitle(series, point)))</title></circle>"#)
      }
      let lineY = legendTop + Double(index) * 18
      svg.append(SVGText.line(x1: margin, y1: lineY - 4, x2: margin + 16, y2: lineY - 4, stroke: colour, width: 3))
      svg.append(SVGText.text(x: margin + 22, y: lineY, legend[index], size: size))
    }
    svg.append(
      SVGText.text(
        x: margin, y: height - 10, "Measure your own: swift run -c release Benchmarks --scaling-svg scaling.svg",
        size: size, fill: "#555"))
    svg.append("</svg>")
    return svg.joined(separator: "\n") + "\n"
  }

  /// The tooltip of one point: "100 observers: 4,812 ns per post (4,700–5,020)".
  private static func pointTitle(_ series: ScalingSeries, _ point: ScalingPoint) -> String {
    let row = point.measurement
    return
      "\(Formatting.grouped(point.count)) \(series.parameter): \(Formatting.nanoseconds(row.nanosecondsPerEvent)) ns"
      + " per \(series.event) (\(Formatting.range(row.fastest, row.slowest)))"
  }
}
