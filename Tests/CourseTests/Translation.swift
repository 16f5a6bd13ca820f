// The course is kept in English, Korean and Japanese. A translated page lives in
// Lessons/<language>/ under its English page's file name, and starts with one line naming
// the version of the English page it translates:
//
//   <!-- translation-of: ../01-member-editing.md sha256:<first 16 hex digits> -->
//
// The hash is of what a translator translates: the page without the blocks and figures that
// are generated from the sources and runs, which the translations regenerate on their own.
// So a change of code or output leaves the translations current; a change of prose does not.
//
// The English page stays the reference: the same headings at the same levels, the same
// fenced blocks in the same order, and the same code.
import Course
import Fingerprint
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

  /// The first 16 hex digits of the SHA-256 of a page's translatable text, as a translation records them.
  static func hash(of relativePath: String) throws -> String {
    String(SHA256.hex(of: Data(translatableText(of: try Repository.read(relativePath)).utf8)).prefix(16))
  }

  /// A page without what is generated: the body of each fenced block right after a marker
  /// comment, and each inline figure between `<!-- benchmark: … -->` and `<!-- /benchmark -->`.
  static func translatableText(of page: String) -> String {
    var lines: [String] = []
    var skipping = false
    var afterMarker = false
    for line in page.components(separatedBy: "\n") {
      if skipping {
        if line == "```" {
          skipping = false
          lines.append(line)
        }
        continue
      }
      if afterMarker, line.hasPrefix("```") {
        skipping = true
        lines.append(line)
        afterMarker = false
        continue
      }
      afterMarker = line.hasPrefix("<!-- ") && line.hasSuffix(" -->")
      lines.append(
        line.replacing(/<!-- benchmark: ([^ ]+) -->.*?<!-- \/benchmark -->/) { "<!-- benchmark: \($0.output.1) -->" })
    }
    return lines.joined(separator: "\n")
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

  /// A page's prose: its text outside fenced blocks and marker comments, without link targets
  /// unless `keepingLinks`.
  static func prose(of text: String, keepingLinks: Bool = false) -> String {
    var lines: [String] = []
    var inFence = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, !line.hasPrefix("```"), !line.hasPrefix("<!--") else { continue }
      lines.append(line)
    }
    let prose = lines.joined(separator: "\n")
    return keepingLinks ? prose : prose.replacing(/\]\([^)]*\)/, with: "]")
  }

  /// The measured figures of a text, written the same in every language: numbers with a
  /// decimal point or a thousands separator, percentages, and numbers before a unit.
  static func figures(in prose: String) -> Set<String> {
    let figure = /\d+(?:[.,]\d+)+|\d+%|\d+(?=\s?(?:ns|µs|ms|KB|MB|GB)\b)/
    return Set(prose.matches(of: figure).map { String($0.output) })
  }

  /// The code spans of a page's prose, with a span's line breaks read as spaces, as Markdown does.
  static func codeSpans(in prose: String) -> Set<String> {
    let flat = prose.replacing(/\n\s*/, with: " ")
    return Set(flat.matches(of: /`([^`]+)`/).map { String($0.output.1) })
  }

  /// The files a page links, as a translated page in `Lessons/<language>/` reaches them, without anchors:
  /// `../Sources/X` becomes `../../Sources/X`; a lesson page stays a sibling.
  static func linkedFiles(in prose: String, translated: Bool) -> Set<String> {
    var files: Set<String> = []
    for target in LinkTests.linkTargets(in: prose) where !target.contains("://") {
      let path = String(target.prefix { $0 != "#" })
      guard !path.isEmpty else { continue }
      files.insert(translated || path.hasSuffix(".md") && !path.hasPrefix("../") ? path : "../\(path)")
    }
    return files
  }

  /// `true` once the lessons accept `--lang`: until then, no `--lang` output block can be checked.
  static let lessonsAcceptLang = (try? LessonOptions.parse(["--lang", "ko"])) != nil
}
