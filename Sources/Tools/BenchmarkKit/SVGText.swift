// The small part of SVG that the charts draw with: text, lines, rectangles, circles, and an
// estimate of how wide a text will be, so that the charts can make room for every label.
import Foundation

/// Builds SVG elements as strings.
enum SVGText {
  /// The width a text takes at `size` px, estimated generously: 0.62 em a character is wider
  /// than the average of a sans-serif font's digits and lowercase letters.
  static func width(_ content: String, size: Double) -> Double {
    Double(content.count) * 0.62 * size
  }

  /// A `<text>` element.
  static func text(
    x: Double, y: Double, _ content: String, size: Double = 13, anchor: String = "start",
    weight: String = "normal", fill: String = "#222"
  ) -> String {
    #"<text x="\#(number(x))" y="\#(number(y))" font-size="\#(number(size))" text-anchor="\#(anchor)""#
      + #" font-weight="\#(weight)" fill="\#(fill)">\#(escape(content))</text>"#
  }

  /// A `<line>` element.
  static func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, kind: String? = nil,
    dashed: Bool = false
  ) -> String {
    (kind.map { #"<line class="\#($0)" "# } ?? "<line ")
      + #"x1="\#(number(x1))" y1="\#(number(y1))" x2="\#(number(x2))" y2="\#(number(y2))""#
      + #" stroke="\#(stroke)" stroke-width="\#(number(width))"\#(dashed ? #" stroke-dasharray="4 3""# : "")/>"#
  }

  /// A number with one decimal, as coordinates are written.
  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  /// Escapes the characters XML gives a meaning, such as the `&` and `<` a row name may contain.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// "1 ns", "10 ns", "100 ns", "1 µs" … for 10^decade nanoseconds.
  static func decadeLabel(_ decade: Int) -> String {
    let units = ["ns", "µs", "ms", "s"]
    guard decade >= 0 else { return "10^\(decade) ns" }
    let unit = min(decade / 3, units.count - 1)
    let value = Int(pow(10, Double(decade - unit * 3)))
    return "\(value) \(units[unit])"
  }

  /// The whole decades that enclose `values`: 10^low ≤ every value ≤ 10^high, low < high.
  static func decades(_ values: [Double]) -> (low: Int, high: Int) {
    let positive = values.filter { $0 > 0 }
    let low = Int(floor(log10(positive.min() ?? 1)))
    let high = Int(ceil(log10(positive.max() ?? 10)))
    return (low, max(high, low + 1))
  }
}
