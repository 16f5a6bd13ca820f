import BenchmarkKit

/// A `<!-- benchmark: name -->` marker on a page, and the text it covers.
struct FigureMarker {
  /// Where the text is: inside one line, or the lines of a fenced block.
  enum Place {
    case inline(Range<String.Index>)
    case block(firstLine: Int, endLine: Int)
  }

  let name: String
  /// The line index of the marker.
  let line: Int
  let place: Place

  /// The text the marker covers now.
  func text(in lines: [String]) -> String {
    switch place {
    case .inline(let range): String(lines[line][range])
    case .block(let first, let end): lines[first..<end].joined(separator: "\n")
    }
  }

  /// Replaces the covered text.
  func replace(with text: String, in lines: inout [String]) {
    switch place {
    case .inline(let range): lines[line].replaceSubrange(range, with: text)
    case .block(let first, let end): lines.replaceSubrange(first..<end, with: text.components(separatedBy: "\n"))
    }
  }

  /// Sets every figure marked on `page` to what `report` gives, in the words of the page's language.
  static func update(_ page: inout PageRewrite, from report: BenchmarkReport) throws {
    let language = FigureWords(page: page.page).language
    for marker in try all(in: page.lines, page: page.page).reversed() {
      let expected = try BenchmarkFigures.text(marker.name, from: report, in: language)
      switch marker.place {
      case .inline(let range):
        page.replace(
          in: marker.line, range, with: expected, part: "the figure '\(marker.name)'", source: BenchmarkFigures.runPath)
      case .block(let first, let end):
        page.replace(
          lines: first..<end, with: expected, marker: marker.line,
          source: "the figure '\(marker.name)' of \(BenchmarkFigures.runPath)")
      }
    }
  }

  /// Every marker of a page, in order.
  ///
  /// - Throws: `DocError` for a marker without its end, or a block marker without a fenced block.
  static func all(in lines: [String], page: String) throws -> [FigureMarker] {
    var markers: [FigureMarker] = []
    for (index, line) in lines.enumerated() where line.contains("<!-- benchmark: ") {
      if let block = line.wholeMatch(of: /\s*<!-- benchmark: ([a-z0-9-]+) -->\s*/) {
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
          let end = lines[(index + 2)...].firstIndex(where: { $0 == "```" })
        else { throw DocError("\(page):\(index + 1): a block marker must be followed by a fenced block") }
        markers.append(
          FigureMarker(name: String(block.1), line: index, place: .block(firstLine: index + 2, endLine: end)))
        continue
      }
      let inline = line.matches(of: /<!-- benchmark: ([a-z0-9-]+) -->(.*?)<!-- \/benchmark -->/)
      guard inline.count == line.components(separatedBy: "<!-- benchmark: ").count - 1 else {
        throw DocError("\(page):\(index + 1): a figure marker must end with <!-- /benchmark --> on the same line")
      }
      for match in inline {
        markers.append(
          FigureMarker(name: String(match.1), line: index, place: .inline(match.2.startIndex..<match.2.endIndex)))
      }
    }
    return markers
  }
}
