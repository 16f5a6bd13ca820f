// The Coach is written in English and translated the moment it writes a line, as the
// lessons' Narrator is: CoachText, the checks' Words and the ExerciseCatalog stay one
// readable set of sentences, and a changed English line shows up as a missing entry,
// named by CoachLanguageTests, never as a stale translation.
import Foundation
import Languages
import LeakCheck
import StageKit

/// The language the Coach speaks (English, Korean or Japanese), and its translation of each
/// line as the Coach writes it.
///
/// A line is looked up without its leading spaces, which are put back. When an entry has
/// placeholders, the text each stands for (a step a check took, an exercise's title, a
/// hint) is translated too when it has an entry of its own, and kept as it is otherwise:
/// a member's name, a number, a file, the runtime's own message.
struct CoachTranslator: Sendable {
  /// The language the Coach writes in.
  let language: Language
  private let table: TranslationTable?
  /// The word that joins the last two names of a list, in place of " and ".
  private let and: String
  /// Notes every lookup; tests set it to find lines without an entry.
  let recorder: TranslationRecorder?

  init(_ language: Language, recorder: TranslationRecorder? = nil) {
    self.language = language
    self.recorder = recorder
    switch language {
    case .english: (table, and) = (nil, " and ")
    case .korean: (table, and) = (Self.korean, " 및 ")
    case .japanese: (table, and) = (Self.japanese, " と ")
    }
  }

  private static let korean = TranslationTable(koreanEntries, choosesParticles: true)
  private static let japanese = TranslationTable(japaneseEntries)

  /// Every key of the table of `language`, for the tests.
  static func keys(of language: Language) -> [String] {
    switch language {
    case .english: []
    case .korean: korean.keys
    case .japanese: japanese.keys
    }
  }

  /// One of the Coach's lines in its language, indentation kept.
  func line(_ text: String) -> String {
    guard table != nil else { return text }
    let body = String(text.drop { $0 == " " })
    guard !body.isEmpty else { return text }
    let indent = String(repeating: " ", count: text.count - body.count)
    guard let translation = entry(body) else {
      recorder?.missed(body)
      return text
    }
    return indent + translation
  }

  /// A piece of a line (a title, a state, a placeholder's value), in the Coach's language.
  ///
  /// It is translated when it has an entry. Otherwise it is data (a name, a number, a file) or a list of data, such as
  /// "Kim Minji, 28 and Park Jisoo, 25" or "MemberDetailScreen.onSave (a closure), …":
  /// each item is translated when it has an entry, and so is the "and" before the last.
  func phrase(_ text: String) -> String {
    guard table != nil else { return text }
    if let translation = entry(text) { return translation }
    recorder?.kept(text)
    let items = text.components(separatedBy: ", ").map { entry($0) ?? $0 }
    return items.joined(separator: ", ").replacingOccurrences(of: " and ", with: and)
  }

  /// The translation of `text` by its entry, with each placeholder's value a `phrase`.
  private func entry(_ text: String) -> String? {
    guard let found = table?.lookup(text, values: phrase) else { return nil }
    recorder?.used(found.key)
    return found.text
  }

  /// A paragraph written as wrapped English lines: the lines as they are in English, or the
  /// whole paragraph translated and wrapped again to `width` columns.
  func paragraph(_ lines: [String], width: Int) -> [String] {
    guard table != nil else { return lines }
    let english = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let text = line(english)
    return text == english ? lines : TextPicture.wrap(text, width: width)
  }
}

/// The keys a Coach used, and the English it found no entry for; tests read it.
final class TranslationRecorder: Sendable {
  private let state = Locked(Recorded())

  struct Recorded {
    /// Keys that translated a line or a piece of one.
    var used: Set<String> = []
    /// Whole lines that had no entry.
    var missed: [String] = []
    /// Placeholder values kept as they were: names, numbers, paths, or a phrase with no entry.
    var kept: [String] = []
  }

  var recorded: Recorded { state.withLock { $0 } }

  func used(_ key: String) { state.withLock { _ = $0.used.insert(key) } }
  func missed(_ line: String) { state.withLock { $0.missed.append(line) } }
  func kept(_ value: String) { state.withLock { $0.kept.append(value) } }
}
