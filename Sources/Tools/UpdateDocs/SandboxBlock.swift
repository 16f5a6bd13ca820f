// The README and Lesson 1 (and its translations) show what `swift run Sandbox` prints on the
// scene the Sandbox ships with, in the fenced block after `<!-- sandbox-output -->`. The
// generator runs the Sandbox that SwiftPM built next to it (UpdateDocs depends on the Sandbox
// executable for this, and never links it), and only while the learner's file is still the
// shipped copy; SandboxTests compare the block with their own run of that copy.
import Foundation

/// The Sandbox's output block in a Markdown page, and the run that fills it.
enum SandboxBlock {
  static let marker = "<!-- sandbox-output -->"
  /// The scene `swift run Sandbox` runs, and the copy of it as it ships, which SandboxTests run.
  static let scene = "Sources/YourWork/Sandbox/YourCode.swift"
  static let shippedScene = "Tests/SandboxTests/Shipped/YourCode.swift"

  /// Sets the block after each marker of `page` to `output`.
  ///
  /// - Throws: `DocError` for a marker without a fenced block after it.
  static func update(_ page: inout PageRewrite, output: String) throws {
    for (index, line) in page.lines.enumerated().reversed() where line == marker {
      guard index + 1 < page.lines.count, page.lines[index + 1].hasPrefix("```"),
        let end = page.lines[(index + 2)...].firstIndex(of: "```")
      else { throw DocError("\(page.page):\(index + 1): the marker needs a fenced block after it") }
      page.replace(
        lines: (index + 2)..<end, with: output, marker: index, source: "what `swift run Sandbox` prints on its scene")
    }
  }

  /// What the Sandbox built next to this program prints on the shipped scene.
  ///
  /// - Throws: `DocError` when the learner's scene is not the shipped copy, or the Sandbox is
  ///   not there or did not run.
  static func shippedOutput(in tree: DocsTree) throws -> String {
    guard try tree.read(scene) == tree.read(shippedScene) else {
      throw DocError(
        "\(scene) is not the shipped copy \(shippedScene), so the Sandbox's block is not drawn from it: "
          + "put the shipped copy back (cp \(shippedScene) \(scene)) and run again")
    }
    guard let sandbox = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("Sandbox"),
      FileManager.default.isExecutableFile(atPath: sandbox.path)
    else { throw DocError("no Sandbox next to this program: run it as `swift run UpdateDocs`, which builds both") }
    let process = Process()
    process.executableURL = sandbox
    process.arguments = ["--no-color"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // The shipped scene leaks on purpose, so the Sandbox exits 1 after printing its report.
    guard process.terminationReason == .exit, [0, 1].contains(process.terminationStatus) else {
      throw DocError("\(sandbox.path) --no-color ended with status \(process.terminationStatus)")
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
