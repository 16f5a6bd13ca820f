import Foundation
import Testing

/// The folders of deliberately wrong code under Sources/Course, and which of them are twins.
enum Twins {
  /// `Mistakes` folders that hold no twins, and why.
  static let notTwins = [
    // The pitfall is a fourth technique beside three correct ones, with type names of its own
    // that the module's receivers adopt and `Technique` lists: a copy of no single file.
    "Sources/Course/OptionalRequirements/Mistakes": "ExtensionOnlySenderScreen is a technique of its own"
  ]

  /// The file of each twin module that makes its original's module visible to every twin.
  static let exporter = "Original.swift"

  /// Every `Mistakes` folder under Sources/Course, as a path from the package root.
  static func folders() throws -> [String] {
    let course = Manifest.root.appendingPathComponent("Sources/Course")
    let walk = FileManager.default.enumerator(atPath: course.path)?.compactMap { $0 as? String } ?? []
    return walk.filter { $0.hasSuffix("/Mistakes") }.map { "Sources/Course/\($0)" }.sorted()
  }

  /// The folders that hold twins.
  static func twinFolders() throws -> [String] {
    try folders().filter { notTwins[$0] == nil }
  }

  /// Every twin, as a path from the package root.
  static func twins() throws -> [String] {
    try twinFolders().flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: Manifest.root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") && $0 != exporter }.sorted().map { "\(folder)/\($0)" }
    }
  }

  /// The file `twin` copies: the one of the same name in the folder above.
  static func original(of twin: String) -> String {
    twin.replacingOccurrences(of: "/Mistakes/", with: "/")
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: Manifest.root.appendingPathComponent(path), encoding: .utf8)
  }
}

@Suite("Each deliberately wrong twin differs from its original only in its marked mistake")
struct TwinTests {
  @Test("Every Mistakes folder of twins is a module of its own, beside the target it copies, which excludes it")
  func everyFolderIsAModule() throws {
    let manifest = try Manifest.load()
    let folders = try Twins.twinFolders()
    #expect(folders.count == 6, "the five Via* targets and Coordinators: \(folders)")
    for folder in folders {
      let parentPath = String(folder.dropLast("/Mistakes".count))
      let parent = try #require(manifest.targets.first { $0.path == parentPath }, "no target is \(parentPath)")
      let twins = try #require(manifest.targets.first { $0.path == folder }, "no target is \(folder)")
      #expect(twins.name == "\(parent.name)Mistakes")
      #expect(twins.dependencies.contains(parent.name), "\(twins.name) does not depend on \(parent.name)")
      #expect(parent.exclude.contains("Mistakes"), "\(parent.name) compiles its twins too")
      let exporter = try Twins.read("\(folder)/\(Twins.exporter)").components(separatedBy: "\n")
        .filter { !$0.isEmpty && !$0.hasPrefix("//") }
      #expect(exporter == ["@_exported import \(parent.name)"], "\(folder)/\(Twins.exporter)")
    }
  }

  @Test("Each twin is a copy of its original but for lines marked // MISTAKE:", arguments: try Twins.twins())
  func twinDiffersOnlyInItsMistake(twin: String) throws {
    let original = Twins.original(of: twin)
    let diff = TwinDiff(original: try Twins.read(original), twin: try Twins.read(twin))
    #expect(diff.problems.isEmpty, "diff \(original) \(twin):\n\(diff.problems.joined(separator: "\n"))")
  }

  @Test("The check passes a marked change and fails an unmarked one, a bare removal, and a twin that changes nothing")
  func checkCanFail() {
    let original = "let a = 1\nweak var delegate: D?\nlet b = 2\n"
    let marked = TwinDiff(original: original, twin: "let a = 1\nvar delegate: D?  // MISTAKE: strong\nlet b = 2\n")
    #expect(marked.problems.isEmpty)
    #expect(marked.markedLines == ["var delegate: D?  // MISTAKE: strong"])
    #expect(marked.hunks.map { $0.removed.map(\.text) } == [["weak var delegate: D?"]])

    let unmarked = TwinDiff(original: original, twin: "let a = 1\nvar delegate: D?  // MISTAKE: strong\nlet b = 3\n")
    #expect(unmarked.problems == ["its line 3 differs from the original and says no '// MISTAKE: …': 'let b = 3'"])

    let dropped = TwinDiff(original: original, twin: "let a = 1\nlet b = 2\n")
    #expect(
      dropped.problems == [
        "it drops the original's line 2 ('weak var delegate: D?') without a marked line in its place"
      ])

    let emptyMarker = TwinDiff(original: original, twin: "let a = 1\nvar delegate: D?  // MISTAKE: \nlet b = 2\n")
    #expect(emptyMarker.problems.count == 1, "a marker must say what is wrong")

    #expect(TwinDiff(original: original, twin: original).problems.count == 1, "a twin must differ")
  }
}
