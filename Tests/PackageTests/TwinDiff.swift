// A deliberately wrong twin is its original with the mistake's lines changed, and nothing
// else, so that `diff` between the two shows the mistake alone. This compares the two files
// line by line, as `diff` does, and says what else differs.
import Foundation

/// The marker every line a twin adds carries, followed by what is wrong: `… // MISTAKE: why`.
let mistakeMarker = "// MISTAKE: "

/// The differences between an original file and its twin, grouped into hunks as `diff` groups them.
struct TwinDiff {
  /// One run of changed lines: what the original has there, and what the twin has instead.
  struct Hunk: Equatable {
    /// The original's lines, numbered from 1, that the twin does not have.
    var removed: [(number: Int, text: String)] = []
    /// The twin's lines, numbered from 1, that the original does not have.
    var added: [(number: Int, text: String)] = []

    static func == (lhs: Hunk, rhs: Hunk) -> Bool {
      lhs.removed.map(\.text) == rhs.removed.map(\.text) && lhs.added.map(\.text) == rhs.added.map(\.text)
    }
  }

  let hunks: [Hunk]
  private let original: [String]

  /// Compares `original` with `twin`, keeping the longest run of lines they share in order.
  init(original: String, twin: String) {
    let old = original.components(separatedBy: "\n")
    let new = twin.components(separatedBy: "\n")
    self.original = old
    // common[i][j]: how many lines old[i...] and new[j...] share, in order.
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var hunks: [Hunk] = []
    var current = Hunk()
    var (i, j) = (0, 0)
    func close() {
      if !current.removed.isEmpty || !current.added.isEmpty { hunks.append(current) }
      current = Hunk()
    }
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        close()
        (i, j) = (i + 1, j + 1)
      } else if j < new.count, i == old.count || common[i][j + 1] >= common[i + 1][j] {
        current.added.append((j + 1, new[j]))
        j += 1
      } else {
        current.removed.append((i + 1, old[i]))
        i += 1
      }
    }
    close()
    self.hunks = hunks
  }

  /// The marked lines the twin adds: its mistake.
  var markedLines: [String] { hunks.flatMap(\.added).map(\.text).filter { Self.isMarked($0) } }

  /// What keeps the twin from differing only in its marked lines, one sentence each; empty if nothing.
  var problems: [String] {
    var problems: [String] = []
    for (number, line) in original.enumerated() where line.contains(mistakeMarker) {
      problems.append("the original's line \(number + 1) carries the marker: '\(line)'")
    }
    if hunks.isEmpty { problems.append("it is the same as its original: only the files that differ are twinned") }
    for hunk in hunks {
      for (number, line) in hunk.added where !Self.isMarked(line) {
        problems.append("its line \(number) differs from the original and says no '\(mistakeMarker)…': '\(line)'")
      }
      if hunk.added.isEmpty, let first = hunk.removed.first {
        problems.append(
          "it drops the original's line \(first.number) ('\(first.text)') without a marked line in its place")
      }
    }
    return problems
  }

  /// Whether `line` carries the marker and says, after it, what is wrong.
  static func isMarked(_ line: String) -> Bool {
    guard let marker = line.range(of: mistakeMarker) else { return false }
    return !line[marker.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
  }
}
