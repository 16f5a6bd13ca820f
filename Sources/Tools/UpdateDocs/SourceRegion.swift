import Foundation

/// A region of a source file marked `// snippet: name` … `// end snippet`.
enum SourceRegion {
  /// The region's lines, with the indentation they share removed.
  static func text(file: String, region: String, in tree: DocsTree = .package) throws -> String {
    let lines = try tree.read("Sources/\(file)").components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// snippet: \(region)" })
    else { throw DocError("Sources/\(file) has no '// snippet: \(region)'") }
    guard
      let end = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// end snippet" })
    else { throw DocError("Sources/\(file): snippet '\(region)' has no '// end snippet'") }
    let body = Array(lines[(start + 1)..<end])
    let indent =
      body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }

  /// Every `// snippet: name` in the sources, as `file#name`, for checking none is orphaned.
  static func allMarkers(in tree: DocsTree = .package) throws -> [String] {
    var markers: [String] = []
    let sources = tree.url("Sources")
    guard let files = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("// snippet: ") {
          markers.append("\(file)#\(trimmed.dropFirst("// snippet: ".count))")
        }
      }
    }
    return markers.sorted()
  }
}
