import Foundation

/// Number formats shared by the tables, the charts and the pages.
package enum Formatting {
  /// Formats nanoseconds with three significant digits where they matter: "1.23", "45.6", "12,345".
  ///
  /// - Parameter nanoseconds: A cost per event.
  /// - Returns: The figure without a unit.
  package static func nanoseconds(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: String(format: "%.2f", nanoseconds)
    case ..<1_000: String(format: "%.1f", nanoseconds)
    default: grouped(Int(nanoseconds.rounded()))
    }
  }

  /// Formats the fastest and slowest of a row's repetitions: "2.48–2.61".
  ///
  /// - Parameters:
  ///   - fastest: The lowest cost per event.
  ///   - slowest: The highest.
  /// - Returns: Both figures, without a unit.
  package static func range(_ fastest: Double, _ slowest: Double) -> String {
    nanoseconds(fastest) + "–" + nanoseconds(slowest)
  }

  /// Formats a duration with its unit and two significant digits: "2.5 ns", "79 ns", "1.3 µs", "200 µs".
  ///
  /// - Parameter nanoseconds: A duration in nanoseconds.
  /// - Returns: The figure in ns, µs, ms or s, whichever keeps it between 1 and 1,000.
  package static func duration(_ nanoseconds: Double) -> String {
    let units = ["ns", "µs", "ms", "s"]
    var value = nanoseconds
    var unit = 0
    while unit < units.count - 1 && significant(value) >= 1_000 {
      value /= 1_000
      unit += 1
    }
    return format(significant(value)) + " " + units[unit]
  }

  /// Formats a ratio to the baseline: "1.0×", "3.4×", "120×", "1,234×".
  ///
  /// - Parameter ratio: A multiple of the baseline.
  /// - Returns: The ratio with its sign.
  package static func ratio(_ ratio: Double) -> String {
    ratio < 10 ? String(format: "%.1f×", ratio) : grouped(Int(ratio.rounded())) + "×"
  }

  /// Formats an integer with a comma every three digits: "1,234,567".
  ///
  /// - Parameter value: Any integer.
  /// - Returns: The grouped digits.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// Formats a log–log slope with two decimals: "0.93", or a dash when there is none.
  ///
  /// - Parameter slope: A slope, or `nil`.
  /// - Returns: The slope as text.
  package static func slope(_ slope: Double?) -> String {
    slope.map { String(format: "%.2f", $0) } ?? "–"
  }

  /// Formats the 1-minute load average with one decimal: "0.4", or "unknown" when the system did not say.
  ///
  /// - Parameter averages: The 1-, 5- and 15-minute load averages.
  /// - Returns: The first, as text.
  package static func load(_ averages: [Double]) -> String {
    averages.first.map { String(format: "%.1f", $0) } ?? "unknown"
  }

  /// Rounds to two significant digits: 2.47 → 2.5, 78.5 → 79, 1,374 → 1,400.
  static func significant(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    let scale = pow(10, floor(log10(value)) - 1)
    return (value / scale).rounded() * scale
  }

  /// Prints a rounded value without a trailing ".0": "2.5", "79", "1,400".
  private static func format(_ value: Double) -> String {
    value < 10 && value != value.rounded() ? String(format: "%.1f", value) : grouped(Int(value.rounded()))
  }
}
