/// A whole file that the generator writes, the text it should hold, and where that comes from.
struct GeneratedFile {
  /// The file, relative to the package root.
  let path: String
  /// The text it should hold; `nil` for a file that should not be there.
  let text: String?
  /// Where the text comes from, or, for a file that should not be there, why.
  let source: String

  /// What is wrong with the file in `tree`, in words, or `nil` when it holds `text`.
  func staleness(in tree: DocsTree = .package) -> String? {
    let actual = try? tree.read(path)
    guard actual != text else { return nil }
    let state = text == nil ? "is left over: \(source)" : actual == nil ? "is missing" : "differs from \(source)"
    return "\(path) \(state). Run `swift run UpdateDocs`, then review the diff."
  }
}
