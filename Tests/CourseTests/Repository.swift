import Foundation

@testable import UpdateDocs

/// Files of this repository: the checkout that `swift run UpdateDocs` writes, read the same way.
enum Repository {
  /// The URL of a path relative to the root.
  static func url(_ relativePath: String) -> URL {
    DocsTree.package.url(relativePath)
  }

  /// The text of a file relative to the root.
  static func read(_ relativePath: String) throws -> String {
    try DocsTree.package.read(relativePath)
  }

  /// The paths, relative to the root, of the files directly inside `folder` ending in `suffix`.
  static func files(in folder: String, endingWith suffix: String) throws -> [String] {
    try DocsTree.package.files(in: folder, endingWith: suffix)
  }

  /// Every Markdown page that a learner reads: the README, the lessons and their translations.
  static func markdownPages() throws -> [String] {
    try DocsTree.package.markdownPages()
  }
}
