import Foundation

/// Number formats shared by the table and the chart.
public enum Formatting {
  /// Formats nanoseconds with three significant digits where they matter: "1.23", "45.6", "12,345".
  ///
  /// - Parameter nanoseconds: A cost per event.
  /// - Returns: The figure without a unit.
  public static func nanoseconds(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10: String(format: "%.2f", nanoseconds)
    case ..<1_000: String(format: "%.1f", nanoseconds)
    default: grouped(Int(nanoseconds.rounded()))
    }
  }

  /// Formats a ratio to the baseline: "1.0×", "3.4×", "120×", "1,234×".
  ///
  /// - Parameter ratio: A multiple of the baseline.
  /// - Returns: The ratio with its sign.
  public static func ratio(_ ratio: Double) -> String {
    ratio < 10 ? String(format: "%.1f×", ratio) : grouped(Int(ratio.rounded())) + "×"
  }

  /// Formats an integer with a comma every three digits: "1,234,567".
  ///
  /// - Parameter value: Any integer.
  /// - Returns: The grouped digits.
  public static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }
}
