import BenchmarkKit
import Foundation
import Languages

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
