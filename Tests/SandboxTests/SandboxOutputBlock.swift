// The README and Lesson 1 show what `swift run Sandbox` prints on the shipped scene. The
// block after `<!-- sandbox-output -->` must equal the real output;
// DELEGATIONLAB_UPDATE_DOCS=1 rewrites it, as the lesson pages' blocks are rewritten.
import Foundation
import Testing

/// The Sandbox's output block in a Markdown page.
enum SandboxOutputBlock {
  static let marker = "<!-- sandbox-output -->"

  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Records an issue unless the block after the marker in `page` equals `expected`.
  static func check(page: String, expected: String) throws {
    let url = root.appendingPathComponent(page)
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let marker = try #require(lines.firstIndex(of: Self.marker), "\(page) has no '\(Self.marker)' block")
    let start = marker + 2
    let end = try #require(
      lines[start...].firstIndex(of: "```"), "\(page):\(marker + 1): the marker needs a fenced block after it")
    guard lines[start..<end].joined(separator: "\n") != expected else { return }
    if ProcessInfo.processInfo.environment["DELEGATIONLAB_UPDATE_DOCS"] == "1" {
      lines.replaceSubrange(start..<end, with: expected.components(separatedBy: "\n"))
      try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    } else {
      Issue.record(
        """
        \(page):\(marker + 2): the Sandbox's output differs. Run \
        DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter SandboxTests, or copy:
        \(expected)
        """)
    }
  }
}
