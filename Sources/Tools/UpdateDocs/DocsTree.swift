import Foundation

/// A checkout of the package: where the generator reads the sources, pages and benchmark run,
/// and the only folder it writes in.
struct DocsTree: Sendable {
  /// The package's root folder.
  let root: URL

  /// The package this generator was built from, found from this source file's own path.
  static let package = DocsTree(
    root: URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent())

  /// The URL of a path relative to the root.
  func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The text of a file relative to the root.
  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  /// The paths, relative to the root, of the files directly inside `folder` ending in `suffix`.
  func files(in folder: String, endingWith suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
      .filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
  }

  /// Every Markdown page: the README and CONTRIBUTING.md, the lessons, and the pages of every
  /// folder under `Lessons/` (the translations).
  func markdownPages() throws -> [String] {
    let lessons = url("Lessons")
    let folders = try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter {
      (try? lessons.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }
    let top = ["README.md", "CONTRIBUTING.md"].filter { FileManager.default.fileExists(atPath: url($0).path) }
    return try top + files(in: "Lessons", endingWith: ".md")
      + folders.sorted().flatMap { try files(in: "Lessons/\($0)", endingWith: ".md") }
  }

  /// The lesson pages, `Lessons/01-member-editing.md` to `Lessons/09-…`, without the course map.
  func lessonPages() throws -> [String] {
    try files(in: "Lessons", endingWith: ".md").filter { $0.contains("/0") }
  }

  /// Writes `text` to a file, or removes the file when `text` is `nil`, unless it already holds
  /// exactly that.
  ///
  /// - Returns: `true` when the file changed.
  /// - Throws: `DocError` for a path that leaves the root.
  @discardableResult
  func write(_ text: String?, to relativePath: String) throws -> Bool {
    let target = try inside(relativePath)
    guard (try? String(contentsOf: target, encoding: .utf8)) != text else { return false }
    guard let text else {
      try FileManager.default.removeItem(at: target)
      return true
    }
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: target, atomically: true, encoding: .utf8)
    return true
  }

  /// The URL of `relativePath`, checked to stay under the root.
  private func inside(_ relativePath: String) throws -> URL {
    let target = url(relativePath).standardizedFileURL
    let parts = relativePath.split(separator: "/")
    guard !relativePath.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty,
      target.path.hasPrefix(root.standardizedFileURL.path + "/")
    else { throw DocError("'\(relativePath)' is not a file inside the package, so it is not written") }
    return target
  }
}
