// A lesson page never holds hand-pasted code or output. Each such block is preceded by a
// marker comment saying where it comes from:
//
//   <!-- snippet: Course/ViaDelegate/MemberDetailScreen.swift#save -->   a region of a source
//   <!-- output: Lesson1 --mistake -->                            what a run prints
//
// and the fenced block right after the marker must equal what the marker names.
import Foundation

/// A fenced block in a Markdown page and the marker that says where its text comes from.
struct MarkedBlock {
  enum Source: Equatable {
    /// A region `// snippet: name` … `// end snippet` of a file under `Sources/`.
    case snippet(file: String, region: String)
    /// The plain output of a lesson run with the given arguments.
    case output(lesson: Int, arguments: [String])
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

/// A mistake in a page or a source's markers, said in words.
struct DocError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
