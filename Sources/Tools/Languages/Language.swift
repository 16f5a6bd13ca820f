/// The language a lesson narrates in.
package enum Language: String, CaseIterable, Sendable {
  /// English, the course's first language and the default.
  case english = "en"
  /// Korean.
  case korean = "ko"
  /// Japanese.
  case japanese = "ja"

  /// Returns the language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty decides; `ko…` is Korean, `ja…` Japanese, anything
  /// else English.
  package static func fromLocale(_ environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let locale else { return .english }
    if locale.hasPrefix("ko") { return .korean }
    if locale.hasPrefix("ja") { return .japanese }
    return .english
  }
}
