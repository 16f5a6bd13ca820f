// A diff between two Via* targets should show only the mechanism. That holds only while
// every target keeps the same files; this test fails as soon as one drifts.
import Foundation
import Testing

@Suite("Every Via* target keeps the same names")
struct SameNamesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func mechanismTargets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
      .filter { $0.hasPrefix("Via") }.sorted()
  }

  @Test("Each has the four screens and a Mistakes namespace", arguments: try mechanismTargets())
  func sameFiles(target: String) {
    for file in [
      "MemberListScreen.swift", "MemberDetailScreen.swift", "ValueScreen.swift", "ComposeScreen.swift",
      "Mistakes/Mistake.swift",
    ] {
      let path = Self.root.appendingPathComponent("Sources/\(target)/\(file)").path
      #expect(FileManager.default.fileExists(atPath: path), "Sources/\(target) has no \(file)")
    }
  }

  @Test("Each runs in the contract suite")
  @MainActor func everyTargetIsAVariant() throws {
    let variants = Variant.all.map(\.name)
    for target in try Self.mechanismTargets() {
      #expect(variants.contains { $0.hasPrefix(target) }, "\(target) is not in Variant.all")
    }
  }
}
