import Foundation
import Testing

@testable import UpdateDocs

@Suite("swift run UpdateDocs writes exactly what is stale, and only inside the package", .timeLimit(.minutes(10)))
@MainActor
struct UpdateDocsTests {
  /// The page whose block goes stale in the scratch copy.
  static let page = "Lessons/01-member-editing.md"

  @Test("On a copy with one stale block, the generator rewrites that block of that page and nothing else")
  func rewritesOnlyTheStaleBlock() async throws {
    let scratch = try Self.scratchCopy()
    defer { try? FileManager.default.removeItem(at: scratch.root) }
    let update = DocsUpdate(tree: scratch, lessonOutput: lessonOutput) { "the Sandbox's output" }
    // Whatever the checkout's state, the first run makes the copy current.
    _ = try await update.run(check: false)
    let current = try scratch.read(Self.page)

    var lines = current.components(separatedBy: "\n")
    let block = try #require(try MarkedBlock.blocks(inPage: Self.page, lines: lines).first)
    lines.replaceSubrange((block.fenceStart + 1)..<block.fenceEnd, with: ["stale"])
    let stale = lines.joined(separator: "\n")
    try scratch.write(stale, to: Self.page)

    var rewrite = PageRewrite(page: Self.page, text: stale)
    try await MarkedBlock.update(&rewrite, in: scratch, lessonOutput: lessonOutput)
    #expect(rewrite.changes.map(\.line) == [block.fenceStart], "the comparison names one block, by its marker's line")
    #expect(rewrite.changes.map(\.description).allSatisfy { $0.hasPrefix("\(Self.page):\(block.fenceStart): ") })
    #expect(rewrite.changes.map(\.description).allSatisfy { $0.contains("Run `swift run UpdateDocs`") })

    #expect(try await update.run(check: true) == ["stale \(Self.page)"])
    #expect(try scratch.read(Self.page) == stale, "--check wrote the page")
    #expect(try await update.run(check: false) == ["wrote \(Self.page)"])
    #expect(try scratch.read(Self.page) == current, "the page differs from its current text elsewhere than the block")
  }

  @Test("A file is written only when its text changes, and never outside the package")
  func writesOnlyInsideAndOnlyChanges() throws {
    let scratch = DocsTree(root: FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID())"))
    defer { try? FileManager.default.removeItem(at: scratch.root) }
    #expect(try scratch.write("one", to: "Lessons/page.md"))
    #expect(try !scratch.write("one", to: "Lessons/page.md"))
    #expect(try scratch.write(nil, to: "Lessons/page.md"))
    #expect(try !scratch.write(nil, to: "Lessons/page.md"))
    for outside in ["../outside.md", "Lessons/../../outside.md", "/tmp/outside.md", ""] {
      #expect(throws: DocError.self, "'\(outside)' was written") { try scratch.write("x", to: outside) }
    }
  }

  /// A copy of the pages, the sources and the catalog in a temporary folder.
  private static func scratchCopy() throws -> DocsTree {
    let scratch = DocsTree(root: FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID())"))
    try FileManager.default.createDirectory(at: scratch.root, withIntermediateDirectories: true)
    for item in ["README.md", "Lessons", "Sources"] {
      try FileManager.default.copyItem(at: DocsTree.package.url(item), to: scratch.url(item))
    }
    return scratch
  }
}
