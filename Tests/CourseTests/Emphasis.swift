// GitHub follows CommonMark: `**` closes bold only where it is "right-flanking". After a
// closing parenthesis it must be followed by a space or punctuation, so
// `**순환 참조(retain cycle)**입니다` shows its asterisks: Korean and Japanese put a particle
// right after the word. `**순환 참조**(retain cycle)입니다` is bold as meant.
import Foundation

/// Finds `*` and `**` marks in Markdown that GitHub would print instead of rendering.
enum Emphasis {
  /// The marks of a page that open nothing or are never closed, as `line N: …text around it…`.
  ///
  /// Emphasis may run over line breaks within one paragraph or list item, never across them.
  static func strayMarks(in text: String) -> [String] {
    var stray: [String] = []
    var block: [(number: Int, line: String)] = []
    func flush() {
      guard let first = block.first else { return }
      let characters = blankingCode(block.map(\.line).joined(separator: "\n"))
      for column in strayColumns(in: characters) {
        let number = first.number + characters[..<column].filter { $0 == "\n" }.count
        let around = String(characters[max(0, column - 12)..<min(characters.count, column + 12)])
          .replacingOccurrences(of: "\n", with: " ")
        stray.append("line \(number): …\(around)…")
      }
      block = []
    }
    var inFence = false
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        inFence.toggle()
        flush()
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let startsBlock =
        ["- ", "* ", "#", "|", ">"].contains { trimmed.hasPrefix($0) } || trimmed.prefixMatch(of: #/\d+\. /#) != nil
      if inFence || trimmed.isEmpty || (startsBlock && line.first != " ") { flush() }
      if !inFence, !trimmed.isEmpty { block.append((index + 1, line)) }
    }
    flush()
    return stray
  }

  /// The text with the inside of every code span replaced, so that `*` in code counts for nothing.
  private static func blankingCode(_ text: String) -> [Character] {
    var characters = Array(text)
    var inCode = false
    for index in characters.indices {
      if characters[index] == "`" {
        inCode.toggle()
      } else if inCode, characters[index] != "\n" {
        characters[index] = "x"
      }
    }
    // A list item may start with `* `: that star is a bullet, not emphasis.
    if let first = characters.firstIndex(where: { $0 != " " }), characters[first] == "*",
      characters.indices.contains(first + 1), characters[first + 1] == " "
    {
      characters[first] = "-"
    }
    return characters
  }

  /// The columns of the runs of `*` that cannot open or close emphasis where they stand.
  private static func strayColumns(in characters: [Character]) -> [Int] {
    func isSpace(_ character: Character?) -> Bool { character.map(\.isWhitespace) ?? true }
    func isMark(_ character: Character?) -> Bool {
      character.map { $0.isPunctuation || $0.isSymbol } ?? true
    }
    var open: [(length: Int, column: Int)] = []
    var stray: [Int] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "*" else {
        index += 1
        continue
      }
      let start = index
      while index < characters.count, characters[index] == "*" { index += 1 }
      let before = start > 0 ? characters[start - 1] : nil
      let after = index < characters.count ? characters[index] : nil
      let canOpen = !isSpace(after) && (!isMark(after) || isSpace(before) || isMark(before))
      let canClose = !isSpace(before) && (!isMark(before) || isSpace(after) || isMark(after))
      if let last = open.last, last.length == index - start, canClose {
        open.removeLast()
      } else if canOpen {
        open.append((index - start, start))
      } else {
        stray.append(start)
      }
    }
    return stray + open.map(\.column)
  }
}
