// The report as the terminal shows it: one line per row, its median cost, its multiple of the
// direct call, and how far the repetitions spread; then the memory rows.

/// Renders a report as a text table.
public enum TableRenderer {
  /// Returns the report's rows and memory rows as lines of text.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: The lines, without trailing newlines.
  public static func render(_ report: BenchmarkReport) -> [String] {
    var lines: [String] = []
    if !report.rows.isEmpty {
      let table = report.rows.map { row in
        [
          row.name, Formatting.nanoseconds(row.nanosecondsPerEvent), report.ratio(of: row).map(Formatting.ratio) ?? "–",
          "±" + String(Int((Statistics.spread(row.samples) * 50).rounded())) + "%",
          Formatting.grouped(row.iterations),
        ]
      }
      lines += layout(header: ["row", "ns/event", "× direct", "spread", "events/rep"], rows: table)
    }
    if !report.memory.isEmpty {
      if !lines.isEmpty { lines.append("") }
      let table = report.memory.map { row in
        [row.name, Formatting.grouped(row.bytesPerThousand), Formatting.grouped(row.bytesPerThousand / 1_000)]
      }
      lines += layout(header: ["memory (heap, glibc mallinfo2)", "bytes per 1,000", "bytes each"], rows: table)
    }
    return lines
  }

  /// The caption under the table: how it was measured, where and when.
  ///
  /// - Parameter report: A benchmark run.
  /// - Returns: Lines of text.
  public static func caption(_ report: BenchmarkReport) -> [String] {
    [
      "median of \(report.repetitions) repetitions of ~\(report.targetNanoseconds / 1_000_000) ms after a warm-up;"
        + " spread = (max − min) / 2 / median; every repetition's checksum verified",
      "\(report.build) build · \(report.machine.summary) · \(report.date)",
    ]
  }

  /// Lays out columns: the first left-aligned, the others right-aligned.
  private static func layout(header: [String], rows: [[String]]) -> [String] {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    return [line(header), rule] + rows.map(line)
  }
}
