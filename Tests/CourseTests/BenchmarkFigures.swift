// Every cost a page quotes comes from one checked-in run of the benchmark,
// Lessons/benchmarks.json. A page marks each figure with its name:
//
//   <!-- benchmark: cost-delegate -->2.5–79 ns<!-- /benchmark -->    a figure inside a line
//   <!-- benchmark: rows -->                                         a whole fenced block
//
// and BenchmarkFigureTests compare what is marked with what the run gives.
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

  /// The command that measures a new run; the update mode of CourseTests then redraws everything from it.
  static let regenerate = "swift run -c release Benchmarks --json > Lessons/benchmarks.json"

  /// Reads the checked-in run.
  static func run() throws -> BenchmarkReport {
    try JSONDecoder().decode(BenchmarkReport.self, from: Data(contentsOf: Repository.url(runPath)))
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

/// The few words around a figure, in the language of the page that quotes it: the figures
/// of Lessons/ko and Lessons/ja read as Korean and Japanese, numbers and units unchanged.
struct FigureWords {
  let language: Language

  init(_ language: Language) { self.language = language }

  /// The language of the page at `path`: Lessons/ko/… Korean, Lessons/ja/… Japanese.
  init(page path: String) {
    self.init(Language.allCases.first { path.hasPrefix("Lessons/\($0.rawValue)/") } ?? .english)
  }

  /// Between two costs of different units: "530 ns to 6 µs".
  var to: String {
    switch language {
    case .english: " to "
    case .korean: "~"
    case .japanese: "～"
    }
  }

  /// A cost that may be lost in the noise: under 1 ns it is said so, not printed as 0.
  func difference(_ nanoseconds: Double) -> String {
    let duration = Formatting.duration(nanoseconds)
    switch language {
    case .english: return nanoseconds < 1 ? "under 1 ns" : "about " + duration
    case .korean: return nanoseconds < 1 ? "1 ns 미만" : "약 " + duration
    case .japanese: return nanoseconds < 1 ? "1 ns 未満" : "約 " + duration
    }
  }

  /// Bytes per one thing: "161 bytes", "2.5 KB".
  func bytes(_ perThousand: Int) -> String {
    let each = Double(perThousand) / 1_000
    guard each < 1_000 else { return String(format: "%.1f KB", each / 1_000) }
    let count = Int(each.rounded())
    switch language {
    case .english: return "\(count) bytes"
    case .korean: return "\(count)바이트"
    case .japanese: return "\(count) バイト"
    }
  }

  /// The load average when the run started and when it ended.
  func load(_ start: String, _ end: String) -> String {
    switch language {
    case .english: "load average \(start) at the start and \(end) at the end"
    case .korean: "시작할 때 load average \(start), 끝날 때 \(end)"
    case .japanese: "ロードアベレージは開始時 \(start)、終了時 \(end)"
    }
  }

  /// "2026-12-01T09:21:20Z" as "1 December 2026", "2026년 12월 1일" or "2026年12月1日".
  func date(_ iso: String) throws -> String {
    guard let date = ISO8601DateFormatter().date(from: iso) else {
      throw DocError("the run's date '\(iso)' is not ISO 8601")
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_GB")
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch language {
    case .english: formatter.dateFormat = "d MMMM yyyy"
    case .korean: formatter.dateFormat = "yyyy'년' M'월' d'일'"
    case .japanese: formatter.dateFormat = "yyyy'年'M'月'd'日'"
    }
    return formatter.string(from: date)
  }
}

/// The names of the rows that figures and claims single out, as the benchmark spells them.
enum Rows {
  static let direct = "direct method call"
  static let byType = "sender → receiver held strongly, by its type"
  static let throughProtocol = "sender → receiver held strongly, through a protocol"
  static let weakDelegate = "sender → weak delegate, loaded per event"
  static let copiedDelegate = "weak delegate copied to a strong local once"
  static let genericWeakDelegate = "sender → generic weak delegate, loaded per event"
  static let closureLoaded = "sender → closure with [weak self], loaded per event"
  static let closureCopied = "closure with [weak self] copied to a local once"
  static let postNil = "NotificationCenter, nobody listening, object: nil"
  static let postSender = "NotificationCenter, nobody listening, object: sender"
  static let observerOfSender = "NotificationCenter, 1 observer of the sender, object: sender"
  static let userInfo = "NotificationCenter, 1 observer of the sender, userInfo"
  static let streamToMain = "AsyncStream, producer off the main actor → consumer on it"
  static let streamFromMain = "AsyncStream, producer on the main actor → consumer off it"
  static let streamMain = "AsyncStream, both on the main actor"
  static let streamActor = "AsyncStream, both on one custom actor"

  /// Whether an exchange row's list hears the save later, on a task, rather than inside the call.
  static func isAsynchronous(_ name: String) -> Bool {
    name.hasPrefix("ViaAsyncStream") || name.hasPrefix("ViaObservation")
  }
}

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
