import Foundation

/// Helpers that draw screens as small boxes of text.
///
/// Every width here is a terminal's display width, not a character count: Hangul, kana,
/// kanji and emoji take two columns, combining marks none, so a box stays aligned whatever
/// script its rows are written in.
package enum TextPicture {
  /// The width of a drawn screen, borders included.
  package static let screenWidth = 40

  /// Returns how many terminal columns `text` takes.
  package static func displayWidth(of text: String) -> Int {
    text.reduce(0) { $0 + displayWidth(of: $1) }
  }

  /// Returns how many terminal columns one character (a grapheme cluster) takes: 0, 1 or 2.
  package static func displayWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    // An emoji drawn as a picture: 👍, 👍🏽, 🇰🇷, or a text symbol followed by U+FE0F (❤️).
    let isPictureEmoji =
      scalars.contains { $0.properties.isEmojiPresentation }
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    if isPictureEmoji { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return isWide(first) ? 2 : 1
    }
  }

  /// The blocks that Unicode's East Asian Width property marks Wide or Fullwidth, which
  /// Swift does not expose as a property.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo, leading consonants
    0x2E80...0x303E,  // CJK radicals, ideographic punctuation
    0x3041...0x33FF,  // hiragana, katakana, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x20000...0x3FFFD,  // CJK extensions B and later
  ]

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideRanges.contains { $0.contains(scalar.value) }
  }

  /// Cuts `text` to at most `width` columns, ending with "…" when it was cut.
  package static func fit(_ text: String, width: Int) -> String {
    guard displayWidth(of: text) > width else { return text }
    return prefix(of: text, width: max(width - 1, 0)) + "…"
  }

  /// Pads `text` with spaces on the right to `width` columns; longer text is returned as is.
  package static func pad(_ text: String, width: Int) -> String {
    text + String(repeating: " ", count: max(width - displayWidth(of: text), 0))
  }

  /// Returns the longest start of `text` that takes at most `width` columns.
  static func prefix(of text: String, width: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + displayWidth(of: text[index])
      if next > width { break }
      used = next
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// Characters a line should not start with, in Japanese typesetting (kinsoku): closing
  /// marks, the long-vowel mark, iteration marks, and the small kana that belong to the
  /// sound before them.
  private static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "〕", "〉", "》", "！", "？", "ー", "…", "‥", "：", "；", "・",
    "ゝ", "ゞ", "ヽ", "ヾ", "々",
    "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
    "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
  ]

  /// Characters a line should not end with: opening marks.
  private static let noLineEnd: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《"]

  /// Returns whether `character` is katakana (with its long-vowel mark), whose words are
  /// written without spaces but must not be split: キャプチャ, never キャプチ/ャ.
  private static func isKatakana(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x30A1...0x30FA).contains(scalar.value) || (0x30FC...0x30FF).contains(scalar.value)
      || (0x31F0...0x31FF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
  }

  /// The blocks written without spaces between words (kana, kanji, their punctuation),
  /// where a line may break between any two characters.
  private static let unspacedRanges: [ClosedRange<UInt32>] = [
    0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
  ]

  private static func isUnspaced(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return unspacedRanges.contains { $0.contains(scalar.value) }
  }

  /// Returns whether a line may break between two characters of one word.
  private static func canBreak(between before: Character, and after: Character) -> Bool {
    (isUnspaced(before) || isUnspaced(after)) && !noLineStart.contains(after) && !noLineEnd.contains(before)
      && !(isKatakana(before) && isKatakana(after))
  }

  /// Breaks `text` into lines of at most `width` columns, between words where it can.
  ///
  /// Japanese, written without spaces, is broken between characters, never before a
  /// closing mark such as "。" or a small kana, and never inside a katakana word; Korean and
  /// English break between words. A word longer than a line is cut.
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if line.isEmpty {
        line = String(word)
      } else if displayWidth(of: line) + 1 + displayWidth(of: String(word)) <= width || word.contains(where: isUnspaced)
      {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
      while displayWidth(of: line) > width {
        let characters = Array(line)
        let fitting = max(prefix(of: line, width: width).count, 1)
        // Step back to a place where the line may break; with none, cut where it is full.
        var cut = fitting
        while cut > 0, cut < characters.count, characters[cut] != " ", characters[cut - 1] != " ",
          !canBreak(between: characters[cut - 1], and: characters[cut])
        {
          cut -= 1
        }
        if cut == 0 {
          // No place to break (a katakana word longer than the line): cut where it is full,
          // but still not before a small kana or a closing mark.
          cut = fitting
          while cut > 1, cut < characters.count, noLineStart.contains(characters[cut]) { cut -= 1 }
        }
        lines.append(String(characters[..<cut]).replacingOccurrences(of: " +$", with: "", options: .regularExpression))
        line = String(characters[cut...].drop { $0 == " " })
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Draws a screen: a bar with the left item, the title and the right item, then the body.
  package static func screen(left: String, title: String, right: String, body: [String]) -> [String] {
    let inner = screenWidth - 4
    let side = (inner - displayWidth(of: title)) / 2
    var bar = pad(left, width: max(side, displayWidth(of: left) + 1)) + title
    let rightStart = inner - displayWidth(of: right)
    bar = pad(bar, width: max(rightStart, displayWidth(of: bar) + 1)) + right
    let rows = (body.isEmpty ? [""] : body).map { fit($0, width: inner) }
    let line = String(repeating: "─", count: inner + 2)
    return ["╭\(line)╮", "│ \(pad(fit(bar, width: inner), width: inner)) │", "├\(line)┤"]
      + rows.map { "│ \(pad($0, width: inner)) │" } + ["╰\(line)╯"]
  }
}
