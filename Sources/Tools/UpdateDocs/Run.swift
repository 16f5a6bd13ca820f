import BenchmarkKit

/// A run, asked for rows by name.
struct Run {
  let report: BenchmarkReport
  /// How a range joins costs of two units.
  var words = FigureWords(.english)

  /// The median cost of the row called `name`.
  func median(_ name: String) throws -> Double {
    guard let row = report.rows.first(where: { $0.name == name }) else {
      throw DocError("\(BenchmarkFigures.runPath) has no row '\(name)': rename it here, or measure again")
    }
    return row.nanosecondsPerEvent
  }

  /// The fastest and slowest median of the rows whose names pass `include`: "2.5–79 ns".
  func range(_ include: (String) -> Bool) throws -> String {
    let medians = report.rows.filter { include($0.name) }.map(\.nanosecondsPerEvent)
    guard let low = medians.min(), let high = medians.max() else {
      throw DocError("\(BenchmarkFigures.runPath) has no rows for this range")
    }
    let (lowText, highText) = (Formatting.duration(low), Formatting.duration(high))
    let (lowUnit, highUnit) = (lowText.split(separator: " ").last, highText.split(separator: " ").last)
    if lowText == highText { return lowText }
    return lowUnit == highUnit ? lowText.split(separator: " ")[0] + "–" + highText : lowText + words.to + highText
  }

  /// The scaling run a figure's name starts with: "nc", "observation" or "stream".
  func series(for figure: String) throws -> ScalingSeries {
    let prefix = ["nc": "NotificationCenter", "observation": "Observation", "stream": "AsyncStream"]
    guard let key = figure.split(separator: "-").first, let start = prefix[String(key)],
      let series = report.scaling.first(where: { $0.name.hasPrefix(start) })
    else { throw DocError("\(BenchmarkFigures.runPath) has no scaling run for '\(figure)'") }
    return series
  }

  /// The heap bytes per 1,000 of the memory row whose name contains `part`.
  func memory(_ part: String) throws -> Int {
    guard let row = report.memory.first(where: { $0.name.contains(part) }), let bytes = row.bytesPerThousand else {
      throw DocError("\(BenchmarkFigures.runPath) has no measured memory row containing '\(part)'")
    }
    return bytes
  }
}
