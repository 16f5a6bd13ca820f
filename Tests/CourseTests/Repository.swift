import Foundation

/// Files of this repository, found from this source file's own path.
enum Repository {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The URL of a path relative to the root.
  static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The text of a file relative to the root.
  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  /// The paths, relative to the root, of the files directly inside `folder` ending in `suffix`.
  static func files(in folder: String, endingWith suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
      .filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
  }

  /// Every Markdown page that a learner reads: the README, the lessons and their translations.
  static func markdownPages() throws -> [String] {
    try ["README.md"] + files(in: "Lessons", endingWith: ".md")
      + Translation.presentLanguages.flatMap { try files(in: Translation.folder($0), endingWith: ".md") }
  }

  /// `true` when tests should rewrite Markdown blocks instead of failing on them.
  static var updatesDocs: Bool {
    ProcessInfo.processInfo.environment["DELEGATIONLAB_UPDATE_DOCS"] == "1"
  }
}
