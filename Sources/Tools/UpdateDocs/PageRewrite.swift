// A page is partly written by hand and partly generated: the blocks after marker comments
// and the figures between benchmark markers. A rewrite sets every generated part to what it
// should say and keeps a list of the parts that differed, so that the same code writes the
// page (`swift run UpdateDocs`) and tells a test which block of which page is stale.

/// A page's text with its generated parts set to what they should say, and the parts that differed.
struct PageRewrite {
  /// A generated part of a page that differed from what it should say.
  struct Change: CustomStringConvertible {
    let page: String
    /// The line of the part's marker, counted from 1.
    let line: Int
    /// The part, in words: "the block", "the figure 'date'".
    let part: String
    /// Where the part's text comes from, in words.
    let source: String
    /// What the part should say.
    let expected: String

    var description: String {
      """
      \(page):\(line): \(part) differs from \(source). Run `swift run UpdateDocs`, then review the diff. \
      It should read:
      \(expected)
      """
    }
  }

  /// The page, relative to the package root.
  let page: String
  private(set) var lines: [String]
  private(set) var changes: [Change] = []

  init(page: String, text: String) {
    self.page = page
    lines = text.components(separatedBy: "\n")
  }

  /// The page's text with the replacements made so far.
  var text: String { lines.joined(separator: "\n") }

  /// Sets the lines `range` to `expected`, noting a change when they differ.
  ///
  /// Replace from the page's end to its start, so that each marker's line stays where it was found.
  mutating func replace(lines range: Range<Int>, with expected: String, marker: Int, source: String) {
    guard lines[range].joined(separator: "\n") != expected else { return }
    lines.replaceSubrange(range, with: expected.components(separatedBy: "\n"))
    changes.append(Change(page: page, line: marker + 1, part: "the block", source: source, expected: expected))
  }

  /// Sets the characters `range` of line `index` to `expected`, noting a change when they differ.
  mutating func replace(
    in index: Int, _ range: Range<String.Index>, with expected: String, part: String, source: String
  ) {
    guard lines[index][range] != expected else { return }
    lines[index].replaceSubrange(range, with: expected)
    changes.append(Change(page: page, line: index + 1, part: part, source: source, expected: expected))
  }
}
