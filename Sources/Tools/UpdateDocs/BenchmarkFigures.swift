// Every cost a page quotes comes from one checked-in run of the benchmark,
// Lessons/benchmarks.json. A page marks each figure with its name:
//
//   <!-- benchmark: cost-delegate -->2.5–79 ns<!-- /benchmark -->    a figure inside a line
//   <!-- benchmark: rows -->                                         a whole fenced block
//
// and `swift run UpdateDocs` writes what the run gives there, and draws the charts next to
// the run; BenchmarkFigureTests check that the pages and charts still say that.
import BenchmarkKit
import Foundation
import Languages

/// The figures the pages quote, computed from a benchmark run.
enum BenchmarkFigures {
  /// The checked-in run, relative to the package root.
  static let runPath = "Lessons/benchmarks.json"

  /// The charts drawn from the run, next to it.
  static let charts: [(path: String, render: @Sendable (BenchmarkReport) -> String)] = [
    ("Lessons/benchmarks.svg", SVGChart.render), ("Lessons/benchmarks-scaling.svg", ScalingChart.render),
  ]

  /// The command that measures a new run; `swift run UpdateDocs` then redraws everything from it.
  static let regenerate = "swift run -c release Benchmarks --json > Lessons/benchmarks.json"

  /// Reads the checked-in run.
  static func run(in tree: DocsTree = .package) throws -> BenchmarkReport {
    let report = try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: tree.url(runPath)))
    if let refusal = report.refusalToQuote { throw DocError("\(runPath): \(refusal)") }
    return report
  }

  /// The charts as they should be drawn from `report`.
  static func chartFiles(from report: BenchmarkReport) -> [GeneratedFile] {
    charts.map { GeneratedFile(path: $0.path, text: $0.render(report), source: runPath) }
  }

  /// The text of the figure called `name`, from `report`, in the words of a page in `language`.
  ///
  /// - Throws: `DocError` for a name that is no figure, or for a row the run does not have.
  static func text(_ name: String, from report: BenchmarkReport, in language: Language = .english) throws -> String {
    let words = FigureWords(language)
    let run = Run(report: report, words: words)
    let difference = { (nanoseconds: Double) in words.difference(nanoseconds) }
    let bytes = { (perThousand: Int) in words.bytes(perThousand) }
    switch name {
    // Whole blocks: the tables as `swift run -c release Benchmarks` prints them.
    case "rows": return (TableRenderer.rows(report) + [""] + TableRenderer.caption(report)).joined(separator: "\n")
    case "scaling": return TableRenderer.scaling(report).joined(separator: "\n")
    case "memory": return TableRenderer.memory(report).joined(separator: "\n")
    // Where and when.
    case "machine": return "`\(report.machine.summary)`, \(report.toolchain)"
    case "date": return try words.date(report.date)
    case "load": return words.load(Formatting.load(report.loadAverage.start), Formatting.load(report.loadAverage.end))
    case "duration": return "\(Int(report.durationSeconds.rounded())) s"
    // Each mechanism's range, for the decision tables.
    case "cost-delegate": return try run.range { $0.contains("delegate") || $0.hasPrefix("sender → receiver") }
    case "cost-closure": return try run.range { $0.contains("closure") }
    case "cost-notification": return try run.range { $0.hasPrefix("NotificationCenter") }
    case "cost-stream": return try run.range { $0.hasPrefix("AsyncStream") }
    case "cost-observation": return try run.range { $0.hasPrefix("@Observable") }
    // What each step of the delegate rows adds to the one before.
    case "direct": return try Formatting.duration(run.median(Rows.direct))
    case "sender-call": return try difference(run.median(Rows.byType) - run.median(Rows.direct))
    case "dispatch": return try difference(run.median(Rows.throughProtocol) - run.median(Rows.byType))
    case "weak-load": return try difference(run.median(Rows.weakDelegate) - run.median(Rows.throughProtocol))
    case "generic-weak": return try Formatting.duration(run.median(Rows.genericWeakDelegate))
    case "weak-delegate": return try Formatting.duration(run.median(Rows.weakDelegate))
    case "closure-loaded": return try Formatting.duration(run.median(Rows.closureLoaded))
    case "closure-copied": return try Formatting.duration(run.median(Rows.closureCopied))
    // NotificationCenter.
    case "post-nil": return try Formatting.duration(run.median(Rows.postNil))
    case "post-sender": return try Formatting.duration(run.median(Rows.postSender))
    case "userinfo": return try difference(run.median(Rows.userInfo) - run.median(Rows.observerOfSender))
    // AsyncStream.
    case "stream-to-main": return try Formatting.duration(run.median(Rows.streamToMain))
    case "stream-from-main": return try Formatting.duration(run.median(Rows.streamFromMain))
    case "stream-main": return try Formatting.duration(run.median(Rows.streamMain))
    case "stream-actor": return try Formatting.duration(run.median(Rows.streamActor))
    // Whole exchanges.
    case "exchange-sync": return try run.range { $0.contains(": Save") && !Rows.isAsynchronous($0) }
    case "exchange-async": return try run.range { $0.contains(": Save") && Rows.isAsynchronous($0) }
    // Scaling runs.
    case "nc-per-observer", "observation-per-observer", "stream-per-element":
      return try difference(run.series(for: name).nanosecondsPerAddedUnit ?? 0)
    case "nc-slope", "observation-slope", "stream-slope":
      return try Formatting.slope(run.series(for: name).slope)
    case "nc-largest", "observation-largest", "stream-largest":
      return try Formatting.duration(run.series(for: name).points.last?.measurement.nanosecondsPerEvent ?? 0)
    // Memory, per one.
    case "memory-observer": return try bytes(run.memory("NotificationCenter block observers"))
    case "memory-stream": return try bytes(run.memory("AsyncStreams"))
    case "memory-pending": return try bytes(run.memory("pending"))
    case "memory-task": return try bytes(run.memory("for await"))
    case "memory-smallest-task": return try bytes(run.memory("smallest body"))
    case "task-to-observer":
      return try "\(Int((Double(run.memory("for await")) / Double(run.memory("NotificationCenter block"))).rounded()))"
    default: throw DocError("no benchmark figure is called '\(name)'")
    }
  }
}
