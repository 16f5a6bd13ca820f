import Foundation
import Testing

@Suite("Package.swift declares what each target imports, and every folder is a target")
struct ManifestTests {
  /// Modules of the toolchain, which no target declares.
  static let toolchain: Set<String> = [
    "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Synchronization", "Testing", "XCTest",
    "Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android",
  ]

  @Test("Each target's dependencies are exactly the package's modules its files import")
  func dependenciesMatchImports() throws {
    let manifest = try Manifest.load()
    let names = Set(manifest.targets.map(\.name))
    let executables = Set(manifest.targets.filter { $0.type == "executable" }.map(\.name))
    var drift: [String] = []
    for target in manifest.targets {
      let files = try manifest.swiftFiles(of: target)
      guard !files.isEmpty else { continue }  // a C target
      var imported: Set<String> = []
      for file in files {
        let text = try String(contentsOf: Manifest.root.appendingPathComponent(file), encoding: .utf8)
        imported.formUnion(Manifest.imports(in: text))
      }
      imported.subtract(Self.toolchain)
      imported.remove(target.name)
      let unknown = imported.subtracting(names)
      let undeclared = imported.intersection(names).subtracting(target.dependencies)
      // A tool may depend on an executable to have SwiftPM build it, and run it; only a test imports one.
      let run = target.type == "test" ? [] : target.dependencies.intersection(executables)
      let unused = target.dependencies.subtracting(imported).subtracting(run)
      if !unknown.isEmpty { drift.append("\(target.name) imports \(unknown.sorted()), which no target is") }
      if !undeclared.isEmpty { drift.append("\(target.name) imports \(undeclared.sorted()) without declaring it") }
      if !unused.isEmpty { drift.append("\(target.name) declares \(unused.sorted()) but never imports it") }
    }
    #expect(drift.isEmpty, "Package.swift drifted from the imports:\n\(drift.joined(separator: "\n"))")
  }

  @Test("Every folder under Tests is a test target, and every Swift file under Sources belongs to one target")
  func noStrayFolders() throws {
    let manifest = try Manifest.load()
    let files = FileManager.default
    let testFolders = try files.contentsOfDirectory(atPath: Manifest.root.appendingPathComponent("Tests").path)
      .filter { !$0.hasPrefix(".") }
    let testTargets = manifest.targets.filter { $0.type == "test" }.map(\.name)
    #expect(Set(testFolders) == Set(testTargets), "Tests/ and the test targets differ")

    var owners: [String: [String]] = [:]
    for target in manifest.targets where target.type != "test" {
      for file in try manifest.swiftFiles(of: target) { owners[file, default: []].append(target.name) }
    }
    let sources = Manifest.root.appendingPathComponent("Sources")
    let starters = manifest.targets.flatMap { target in target.exclude.map { "\(target.path)/\($0)" } }
    let walk = files.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in walk where file.hasSuffix(".swift") {
      let path = "Sources/\(file)"
      if starters.contains(where: { path.hasPrefix($0 + "/") }) { continue }  // excluded on purpose
      #expect(owners[path]?.count == 1, "\(path) belongs to \(owners[path] ?? []), not to exactly one target")
    }
  }

  @Test("The import reader sees plain, @testable, @_exported and guarded imports, and nothing in prose")
  func readsImports() {
    let text = """
      import Foundation
      @testable import Coach
      @_exported import ViaDelegate
      #if canImport(Glibc)
        import Glibc
      #endif
      // import Hidden would only be a comment
      let important = 1
      """
    #expect(Manifest.imports(in: text) == ["Foundation", "Coach", "ViaDelegate", "Glibc"])
    let quoted = "let example = \"\"\"\n  import InAString\n  \"\"\"\nimport Real"
    #expect(Manifest.imports(in: quoted) == ["Real"])
  }
}
