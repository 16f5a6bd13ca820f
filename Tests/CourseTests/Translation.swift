// The course is kept in English, Korean and Japanese. A translated page lives in
// Lessons/<language>/ under its English page's file name, and starts with one line naming
// the version of the English page it translates:
//
//   <!-- translation-of: ../01-member-editing.md sha256:<first 16 hex digits> -->
//
// The English page stays the reference: the same headings at the same levels, the same
// fenced blocks in the same order, and the same code.
import Course
import Foundation

/// The translations of the lesson pages, and what each must share with its English page.
enum Translation {
  /// The languages the pages are translated into, as their folder names under `Lessons/`.
  static let languages = ["ko", "ja"]

  /// How each language names itself in a link.
  static let ownNames = ["en": "English", "ko": "한국어", "ja": "日本語"]

  /// The file name of each language's glossary, which has no English page.
  static let glossary = "glossary.md"

  /// The folder of a language's pages, relative to the root.
  static func folder(_ language: String) -> String { "Lessons/\(language)" }

  /// `true` when this checkout holds the language's folder.
  static func isPresent(_ language: String) -> Bool {
    FileManager.default.fileExists(atPath: Repository.url(folder(language)).path)
  }

  /// The languages whose folder this checkout holds (the branches land in any order).
  static var presentLanguages: [String] { languages.filter(isPresent) }

  /// The file names of the English pages that every language translates.
  static func englishPages() throws -> [String] {
    try Repository.files(in: "Lessons", endingWith: ".md").map { String($0.dropFirst("Lessons/".count)) }
  }

  /// Every translated page that exists, as `ko/01-member-editing.md`.
  static func translatedPages() throws -> [String] {
    try presentLanguages.flatMap { language in
      try englishPages().filter { FileManager.default.fileExists(atPath: Repository.url(path(language, $0)).path) }
        .map { "\(language)/\($0)" }
    }
  }

  /// The path relative to the root of a language's page.
  static func path(_ language: String, _ page: String) -> String { "\(folder(language))/\(page)" }

  /// The first 16 hex digits of the SHA-256 of a file's bytes, as a translation records them.
  static func hash(of relativePath: String) throws -> String {
    String(SHA256.hex(of: try Data(contentsOf: Repository.url(relativePath))).prefix(16))
  }

  /// The English page and hash a translated page's first line names, or `nil` if the line is missing.
  static func header(of text: String) -> (page: String, hash: String)? {
    let first = text.prefix { $0 != "\n" }
    let words = first.split(separator: " ").map(String.init)
    guard words.count == 5, words[0] == "<!--", words[1] == "translation-of:", words[2].hasPrefix("../"),
      words[3].hasPrefix("sha256:"), words[4] == "-->"
    else { return nil }
    return (String(words[2].dropFirst(3)), String(words[3].dropFirst("sha256:".count)))
  }

  /// `true` once the lessons accept `--lang`: until then, no `--lang` output block can be checked.
  static let lessonsAcceptLang = (try? LessonOptions.parse(["--lang", "ko"])) != nil
}

/// The parts of a Markdown page that a translation must keep: its heading levels and its fenced blocks.
struct PageOutline: Equatable {
  /// A fenced block, with the marker comment right above it, if any.
  struct Block: Equatable {
    /// The marker line above the fence (`<!-- snippet: … -->`, `<!-- output: … -->`), or `nil`.
    let marker: String?
    /// The opening fence line, such as ```` ```swift ````.
    let fence: String
    let body: String
    /// The line number (from 1) of the opening fence.
    let line: Int
  }

  /// The level (number of `#`) of each heading, in order, with its line number and text.
  let headings: [(level: Int, line: Int, text: String)]
  let blocks: [Block]

  static func == (lhs: PageOutline, rhs: PageOutline) -> Bool {
    lhs.headings.map(\.level) == rhs.headings.map(\.level) && lhs.blocks == rhs.blocks
  }

  /// Reads the headings and fenced blocks of a Markdown text; `#` lines inside a fence are code.
  init(_ text: String) {
    let lines = text.components(separatedBy: "\n")
    var headings: [(level: Int, line: Int, text: String)] = []
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("```") {
        let end = lines[(index + 1)...].firstIndex { $0 == "```" } ?? lines.count
        let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
        let isMarker = previous.hasPrefix("<!-- snippet:") || previous.hasPrefix("<!-- output:")
        blocks.append(
          Block(
            marker: isMarker ? previous : nil, fence: line,
            body: lines[min(index + 1, end)..<end].joined(separator: "\n"), line: index + 1))
        index = end + 1
        continue
      }
      let level = line.prefix { $0 == "#" }.count
      if (1...6).contains(level), line.dropFirst(level).hasPrefix(" ") {
        headings.append((level, index + 1, String(line.dropFirst(level + 1))))
      }
      index += 1
    }
    self.headings = headings
    self.blocks = blocks
  }
}
