// A lesson page never holds hand-pasted code or output. Each such block is preceded by a
// marker comment saying where it comes from:
//
//   <!-- snippet: Course/ViaDelegate/MemberDetailScreen.swift#save -->   a region of a source
//   <!-- output: Lesson1 --mistake -->                            what a run prints
//
// and `swift run UpdateDocs` writes the fenced block right after the marker from what the
// marker names; LessonPageTests check that it still says that.
import Foundation

/// A fenced block in a Markdown page and the marker that says where its text comes from.
struct MarkedBlock {
  enum Source: Equatable, CustomStringConvertible {
    /// A region `// snippet: name` … `// end snippet` of a file under `Sources/`.
    case snippet(file: String, region: String)
    /// The plain output of a lesson run with the given arguments.
    case output(lesson: Int, arguments: [String])

    var description: String {
      switch self {
      case .snippet(let file, let region): "Sources/\(file)#\(region)"
      case .output(let lesson, let arguments): "`\((["swift run Lesson\(lesson)"] + arguments).joined(separator: " "))`"
      }
    }
  }

  let page: String
  let source: Source
  /// The line index of the fence's first line and of its closing line.
  let fenceStart: Int
  let fenceEnd: Int
  let body: String

  /// Finds every marked block of a page.
  static func blocks(inPage page: String, lines: [String]) throws -> [MarkedBlock] {
    var blocks: [MarkedBlock] = []
    for (index, line) in lines.enumerated() {
      guard let source = try parseMarker(line, page: page) else { continue }
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
        let end = lines[(index + 2)...].firstIndex(where: { $0 == "```" })
      else {
        throw DocError("\(page):\(index + 1): a marker must be followed by a fenced block")
      }
      let body = lines[(index + 2)..<end].joined(separator: "\n")
      blocks.append(MarkedBlock(page: page, source: source, fenceStart: index + 1, fenceEnd: end, body: body))
    }
    return blocks
  }

  /// Sets every marked block of `page` to what its marker names: a region of the sources in
  /// `tree`, or what a lesson prints.
  ///
  /// `lessonOutput` runs a lesson and returns its plain transcript; the tests pass one that
  /// runs it in a child process, so that a lesson that traps fails a test instead of the run.
  @MainActor
  static func update(
    _ page: inout PageRewrite, in tree: DocsTree,
    lessonOutput: (Int, [String]) async throws -> String = LessonOutput.text(lesson:arguments:)
  ) async throws {
    for block in try blocks(inPage: page.page, lines: page.lines).reversed() {
      let expected: String
      switch block.source {
      case .snippet(let file, let region):
        expected = try SourceRegion.text(file: file, region: region, in: tree)
      case .output(let lesson, let arguments):
        expected = try await lessonOutput(lesson, arguments)
      }
      page.replace(
        lines: (block.fenceStart + 1)..<block.fenceEnd, with: expected, marker: block.fenceStart - 1,
        source: "\(block.source)")
    }
  }

  private static func parseMarker(_ line: String, page: String) throws -> Source? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- "), trimmed.hasSuffix(" -->") else { return nil }
    let words = trimmed.dropFirst(5).dropLast(4).split(separator: " ").map(String.init)
    switch words.first {
    case "snippet:":
      let parts = words.dropFirst().first?.split(separator: "#").map(String.init) ?? []
      guard parts.count == 2 else { throw DocError("\(page): bad snippet marker '\(trimmed)'") }
      return .snippet(file: parts[0], region: parts[1])
    case "output:":
      guard let program = words.dropFirst().first, program.hasPrefix("Lesson"),
        let number = Int(program.dropFirst("Lesson".count))
      else { throw DocError("\(page): bad output marker '\(trimmed)'") }
      return .output(lesson: number, arguments: Array(words.dropFirst(2)))
    default:
      return nil
    }
  }
}
