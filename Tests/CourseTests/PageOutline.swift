import Foundation

/// The parts of a Markdown page that a translation must keep: its heading levels and its fenced blocks.
struct PageOutline: Equatable {
  /// A fenced block, with the marker comment right above it, if any.
  struct Block: Equatable {
    /// The marker line above the fence (`<!-- snippet: … -->`, `<!-- output: … -->`), or `nil`.
    let marker: String?
    /// The opening fence line, such as ```` ```swift ````.
    let fence: String
    let body: String
    /// The line number (from 1) of the opening fence.
    let line: Int
  }

  /// The level (number of `#`) of each heading, in order, with its line number and text.
  let headings: [(level: Int, line: Int, text: String)]
  let blocks: [Block]

  static func == (lhs: PageOutline, rhs: PageOutline) -> Bool {
    lhs.headings.map(\.level) == rhs.headings.map(\.level) && lhs.blocks == rhs.blocks
  }

  /// Reads the headings and fenced blocks of a Markdown text; `#` lines inside a fence are code.
  init(_ text: String) {
    let lines = text.components(separatedBy: "\n")
    var headings: [(level: Int, line: Int, text: String)] = []
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("```") {
        let end = lines[(index + 1)...].firstIndex { $0 == "```" } ?? lines.count
        let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
        let isMarker = previous.hasPrefix("<!-- snippet:") || previous.hasPrefix("<!-- output:")
        blocks.append(
          Block(
            marker: isMarker ? previous : nil, fence: line,
            body: lines[min(index + 1, end)..<end].joined(separator: "\n"), line: index + 1))
        index = end + 1
        continue
      }
      let level = line.prefix { $0 == "#" }.count
      if (1...6).contains(level), line.dropFirst(level).hasPrefix(" ") {
        headings.append((level, index + 1, String(line.dropFirst(level + 1))))
      }
      index += 1
    }
    self.headings = headings
    self.blocks = blocks
  }
}
