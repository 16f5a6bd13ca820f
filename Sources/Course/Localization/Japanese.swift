// The Japanese narration table. How to write an entry (Localization.swift says more):
//
//   "English text, exactly as the lesson writes it": "its translation",
//
// - A paragraph's key is the lines of one `say(…)` call, trimmed and joined by single spaces;
//   write the translation as one line: the Narrator wraps it by display width.
// - `{0}`, `{1}` … stand for text that varies (a member's name, a count). Keep every
//   placeholder of the key in the translation, wherever the sentence wants it.
// - Code in backticks, method names, type names and file names stay English.
// - Entries are grouped by lesson, in the order the lesson writes them; the Narrator's own
//   sentences come first. `swift test --filter LocalizationTests` names every missing and
//   every stale entry.

extension Localization {
  /// The Japanese narration, keyed by the English text.
  static let japaneseEntries: KeyValuePairs<String, String> = [
    "Lesson {0} · {1}": "Lesson {0} · {1}"
  ]
}
