import Foundation

// The lessons and the Coach are written in English and translated at the moment they write
// a line, so each stays one readable program and a changed English line shows up as a
// missing entry (named by a test) rather than as a silent mistranslation.

/// One language's text, looked up by the English text.
///
/// A key may hold placeholders, `{0}`, `{1}` …, that stand for text that varies (a member's
/// name, a count); the translation puts the same placeholders where its grammar wants them.
package struct TranslationTable: Sendable {
  private struct Pattern: Sendable {
    let key: String
    /// The literal text around the placeholders: one more piece than there are slots.
    let pieces: [String]
    /// The placeholder number of each slot, in the key's order.
    let slots: [Int]
    let translation: String
  }

  private var exact: [String: String] = [:]
  private var patterns: [Pattern] = []
  /// Every key, in the table's order.
  package let keys: [String]
  /// Whether a Korean particle right after a placeholder takes the form the value asks for.
  private let choosesParticles: Bool

  /// Creates a table from English-to-translation pairs.
  ///
  /// With `choosesParticles` (Korean), a particle written right after a placeholder, in
  /// either of its forms (`{0}이` or `{0}가`), becomes the form that follows the value put in.
  package init(_ entries: KeyValuePairs<String, String>, choosesParticles: Bool = false) {
    keys = entries.map(\.key)
    self.choosesParticles = choosesParticles
    for (key, translation) in entries {
      let (pieces, slots) = Self.split(key)
      if slots.isEmpty {
        exact[key] = translation
      } else {
        patterns.append(Pattern(key: key, pieces: pieces, slots: slots, translation: translation))
      }
    }
  }

  /// Returns the translation of `english` and the key that matched, or `nil` when no entry does.
  package func lookup(_ english: String) -> (key: String, text: String)? {
    lookup(english, values: { $0 })
  }

  /// Returns the translation of `english` and the key that matched, or `nil` when no entry
  /// does; the text a placeholder stands for is passed through `values` before it is put in.
  package func lookup(_ english: String, values transform: (String) -> String) -> (key: String, text: String)? {
    if let text = exact[english] { return (english, text) }
    for pattern in patterns {
      if let values = Self.match(english, pattern.pieces) {
        var text = pattern.translation
        for (slot, value) in zip(pattern.slots, values) {
          let value = transform(value)
          let parts = text.components(separatedBy: "{\(slot)}")
          let following = parts.dropFirst().map { part in
            choosesParticles ? String(KoreanParticle.adjusting(Substring(part), after: value)) : part
          }
          text = ([parts[0]] + following).joined(separator: value)
        }
        return (pattern.key, text)
      }
    }
    return nil
  }

  /// Puts `values` into `template`'s placeholders: `{0}` gets the first value, and so on.
  package static func fill(_ template: String, _ values: [String]) -> String {
    var text = template
    for (index, value) in values.enumerated() { text = text.replacingOccurrences(of: "{\(index)}", with: value) }
    return text
  }

  /// Splits a key into its literal pieces and the numbers of the placeholders between them.
  private static func split(_ key: String) -> (pieces: [String], slots: [Int]) {
    var pieces = [""]
    var slots: [Int] = []
    var rest = Substring(key)
    while let open = rest.firstIndex(of: "{") {
      let afterOpen = rest.index(after: open)
      let digits = rest[afterOpen...].prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "}", let slot = Int(digits)
      else {
        pieces[pieces.count - 1] += rest[...open]
        rest = rest[afterOpen...]
        continue
      }
      pieces[pieces.count - 1] += rest[..<open]
      slots.append(slot)
      pieces.append("")
      rest = rest[rest.index(after: digits.endIndex)...]
    }
    pieces[pieces.count - 1] += rest
    return (pieces, slots)
  }

  /// Returns the text each slot stands for when `line` has `pieces` around them, shortest first.
  private static func match(_ line: String, _ pieces: [String]) -> [String]? {
    guard let first = pieces.first, let last = pieces.last, line.hasPrefix(first), line.hasSuffix(last),
      line.count >= first.count + last.count
    else { return nil }
    let end = line.index(line.endIndex, offsetBy: -last.count)
    var position = line.index(line.startIndex, offsetBy: first.count)
    guard position <= end else { return nil }
    var values: [String] = []
    for piece in pieces.dropFirst().dropLast() {
      guard let found = line.range(of: piece, range: position..<end) else { return nil }
      values.append(String(line[position..<found.lowerBound]))
      position = found.upperBound
    }
    values.append(String(line[position..<end]))
    return values.contains(where: \.isEmpty) ? nil : values
  }
}
