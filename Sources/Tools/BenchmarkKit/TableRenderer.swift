// The report as the terminal shows it: one line per row with its median cost, the fastest and
// slowest repetition, and its multiple of the direct call; then the scaling runs with their
// slopes; then the memory rows.

/// Renders a report as text tables.
package enum TableRenderer {
  /// Returns the report's time rows, scaling runs and memory rows as lines of text.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: The lines, without trailing newlines.
  package static func render(_ report: BenchmarkReport) -> [String] {
    var blocks: [[String]] = []
    if !report.rows.isEmpty { blocks.append(rows(report)) }
    if !report.scaling.isEmpty { blocks.append(scaling(report)) }
    if !report.memory.isEmpty { blocks.append(memory(report)) }
    return Array(blocks.joined(separator: [""]))
  }

  /// Returns the time rows: name, median, fastest–slowest, multiple of the direct call, events per repetition.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: The table's lines.
  package static func rows(_ report: BenchmarkReport) -> [String] {
    let table = report.rows.map { row in
      [
        row.name, Formatting.nanoseconds(row.nanosecondsPerEvent), Formatting.range(row.fastest, row.slowest),
        report.ratio(of: row).map(Formatting.ratio) ?? "–", Formatting.grouped(row.iterations),
      ]
    }
    return layout(header: ["row", "ns/event", "min–max", "× direct", "events/rep"], rows: table)
  }

  /// Returns the scaling runs, one small table per run, each ending with its log–log slope.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: The tables' lines, a blank line between runs.
  package static func scaling(_ report: BenchmarkReport) -> [String] {
    let blocks = report.scaling.map { series in
      let table = series.points.map { point in
        let row = point.measurement
        return [
          Formatting.grouped(point.count), Formatting.nanoseconds(row.nanosecondsPerEvent),
          Formatting.range(row.fastest, row.slowest),
          Formatting.nanoseconds(row.nanosecondsPerEvent / Double(max(point.count, 1))),
        ]
      }
      let header = [series.parameter, "ns/\(series.event)", "min–max", "ns per \(series.unit)"]
      return ["scaling: \(series.name)"] + layout(header: header, rows: table, leftAligned: false) + [
        "log–log slope \(Formatting.slope(series.slope)); each added \(series.unit) adds "
          + (series.nanosecondsPerAddedUnit.map { Formatting.nanoseconds($0) + " ns" } ?? "–")
          + " to a \(series.event)"
      ]
    }
    return Array(blocks.joined(separator: [""]))
  }

  /// Returns the memory rows, or says plainly that this platform's heap is not measured.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: The table's lines.
  package static func memory(_ report: BenchmarkReport) -> [String] {
    let table = report.memory.map { row in
      guard let bytes = row.bytesPerThousand else { return [row.name, "not measured on this platform", "", ""] }
      let range =
        row.attempts.isEmpty
        ? "" : Formatting.grouped(row.attempts.min() ?? 0) + "–" + Formatting.grouped(row.attempts.max() ?? 0)
      return [row.name, Formatting.grouped(bytes), range, Formatting.grouped(Int((Double(bytes) / 1_000).rounded()))]
    }
    return layout(header: ["memory: what 1,000 of each hold", "heap bytes", "min–max", "each"], rows: table)
  }

  /// The caption under the tables: how it was measured, where, when and under what load.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: Lines of text.
  package static func caption(_ report: BenchmarkReport) -> [String] {
    let heap =
      report.heapStatistic.map { "heap: \($0), median of 3 attempts after a discarded one" }
      ?? "heap: not measured on this platform"
    return [
      "ns/event: median of \(report.repetitions) repetitions of ~\(report.targetNanoseconds / 1_000_000) ms"
        + " after a warm-up; min–max: the fastest and the slowest; every repetition's checksum verified",
      heap,
      "\(report.build) build · \(report.machine.summary) · \(report.toolchain)",
      "\(report.date) · took \(Formatting.grouped(Int(report.durationSeconds.rounded()))) s · load average "
        + Formatting.load(report.loadAverage.start) + " at the start, " + Formatting.load(report.loadAverage.end)
        + " at the end",
    ]
  }

  /// Lays out columns: the first left-aligned (unless `leftAligned` is false), the others right-aligned.
  private static func layout(header: [String], rows: [[String]], leftAligned: Bool = true) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 && leftAligned ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    return [line(header), rule] + rows.map(line)
  }
}

extension String {
  /// The string without the spaces that padding left at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
