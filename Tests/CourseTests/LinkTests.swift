import Foundation
import Testing

@Suite("Links")
struct LinkTests {
  /// The targets of `[text](target)` links in a Markdown text.
  static func linkTargets(in text: String) -> [String] {
    var targets: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      targets.append(String(after[..<close]))
      rest = after[close...]
    }
    return targets
  }

  @Test("Every relative link in the README and the lessons resolves", arguments: try Repository.markdownPages())
  func relativeLinksResolve(page: String) throws {
    let folder = Repository.url(page).deletingLastPathComponent()
    for target in Self.linkTargets(in: try Repository.read(page)) {
      guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
      #expect(!target.hasPrefix("/"), "\(page): '\(target)' is absolute; links must be relative")
      let path = String(target.split(separator: "#", maxSplits: 1).first ?? "")
      let url = folder.appendingPathComponent(path).standardizedFileURL
      // A link into a translation whose branch has not landed yet is checked once it has
      // (TranslationTests says which language is missing).
      let missing = Translation.languages.filter { !Translation.isPresent($0) }
        .map { Repository.url(Translation.folder($0)).standardizedFileURL.path + "/" }
      guard !missing.contains(where: { url.path.hasPrefix($0) }) else { continue }
      #expect(FileManager.default.fileExists(atPath: url.path), "\(page): link '\(target)' does not resolve")
    }
  }

  /// The anchor GitHub gives a heading: lowercased, spaces as hyphens, punctuation dropped,
  /// letters of every script kept.
  static func anchor(of heading: String) -> String {
    var anchor = ""
    for scalar in heading.lowercased().unicodeScalars {
      if scalar == " " || scalar == "-" {
        anchor.append("-")
      } else if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.properties.generalCategory == .nonspacingMark
      {
        anchor.unicodeScalars.append(scalar)
      }
    }
    return anchor
  }

  /// The anchors of a Markdown file's headings, a repeated one numbered as GitHub does (`-1`, `-2` …).
  static func anchors(in file: URL) throws -> Set<String> {
    var anchors: Set<String> = []
    for heading in PageOutline(try String(contentsOf: file, encoding: .utf8)).headings {
      let base = anchor(of: heading.text)
      var candidate = base
      var number = 0
      while anchors.contains(candidate) {
        number += 1
        candidate = "\(base)-\(number)"
      }
      anchors.insert(candidate)
    }
    return anchors
  }

  @Test("Every link to a section of a page names one of its headings", arguments: try Repository.markdownPages())
  func anchorsResolve(page: String) throws {
    let folder = Repository.url(page).deletingLastPathComponent()
    for target in Self.linkTargets(in: try Repository.read(page)) where !target.contains("://") {
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2, parts[0].isEmpty || parts[0].hasSuffix(".md") else { continue }
      let file = parts[0].isEmpty ? Repository.url(page) : folder.appendingPathComponent(parts[0]).standardizedFileURL
      // A missing page is the test above's to report.
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      #expect(
        try Self.anchors(in: file).contains(parts[1]),
        "\(page): '\(target)' names no heading of \(parts[0]) (an anchor is the heading's text, lowercased, hyphenated)"
      )
    }
  }

  @Test("Anchors are made as GitHub makes them, in any script")
  func anchorsAreGitHubs() {
    #expect(Self.anchor(of: "The decision table") == "the-decision-table")
    #expect(Self.anchor(of: "Why `weak`, and why `AnyObject`?") == "why-weak-and-why-anyobject")
    #expect(Self.anchor(of: "결정 표") == "결정-표")
    #expect(Self.anchor(of: "決め方の表 (2)") == "決め方の表-2")
  }

  @Test("The link finder finds links, so the check above cannot pass vacuously")
  func linkFinderWorks() {
    #expect(Self.linkTargets(in: "see [a](x.md) and [b](../y.swift#L3).") == ["x.md", "../y.swift#L3"])
  }
}
