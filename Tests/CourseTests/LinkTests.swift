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

  @Test("The link finder finds links, so the check above cannot pass vacuously")
  func linkFinderWorks() {
    #expect(Self.linkTargets(in: "see [a](x.md) and [b](../y.swift#L3).") == ["x.md", "../y.swift#L3"])
  }
}
