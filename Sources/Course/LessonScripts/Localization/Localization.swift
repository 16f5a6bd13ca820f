/// The narration tables, one per language but English, in `Korean.swift` and `Japanese.swift`.
///
/// Each table is a list of `"English": "translation"` pairs. The English key is exactly
/// what the Narrator is asked to write:
/// - a paragraph: the lines of one `say(…)` call, each trimmed, joined by single spaces
///   (an empty line starts a new paragraph; a paragraph's indent is kept);
/// - a step title, a section title, a user action (without the "▸ "), a lesson title;
/// - a transcript note (without the "⚠ "); arrows, navigation and releases stay English;
/// - the Narrator's own sentences, listed in `Narrator.ownSentences`.
///
/// Text that varies is written `{0}`, `{1}` … in the key, and the translation puts the same
/// placeholders where its grammar wants them. Each item of a placeholder's list that has an
/// entry of its own is translated too ("MemberDetailScreen.onSave (a closure)"). Code (backticks, method names), type names
/// and file names stay English, and so do the screens, which are the app's own text. `LocalizationTests` names every line a lesson writes that
/// has no entry, and every entry no lesson writes any more.
import Languages

enum Localization {
  /// The table for `language`; English needs none.
  static func table(for language: Language) -> TranslationTable? {
    switch language {
    case .english: nil
    case .korean: korean
    case .japanese: japanese
    }
  }

  private static let korean = TranslationTable(Localization.koreanEntries, choosesParticles: true)
  private static let japanese = TranslationTable(Localization.japaneseEntries)
}
