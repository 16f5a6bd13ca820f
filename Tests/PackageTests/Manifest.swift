// What Package.swift declares, read from SwiftPM's own `dump-package` rather than from the
// manifest's text: the targets are built from lists there, so the text does not name them all.
import Foundation

/// The package's targets as SwiftPM reads them.
struct Manifest {
  /// One target: its name, kind, folder, what it depends on and what it leaves out.
  struct Target {
    let name: String
    let type: String
    let path: String
    let dependencies: Set<String>
    let exclude: [String]
  }

  let targets: [Target]

  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `swift package dump-package` with a scratch folder of its own, so that it never
  /// waits for the lock of the build that runs these tests.
  ///
  /// SwiftPM puts a lock file for the scratch folder in the temporary directory, so the
  /// command gets a temporary directory of its own, removed afterwards with the scratch folder.
  static func load() throws -> Manifest {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("scratch")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw ManifestError("swift package dump-package failed") }
    return try Manifest(json: data)
  }

  init(json: Data) throws {
    guard let object = try JSONSerialization.jsonObject(with: json) as? [String: Any],
      let targets = object["targets"] as? [[String: Any]]
    else { throw ManifestError("dump-package printed no targets") }
    self.targets = try targets.map { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        throw ManifestError("a target without a name or type")
      }
      let defaultFolder = type == "test" ? "Tests" : "Sources"
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
      }
      return Target(
        name: name, type: type, path: target["path"] as? String ?? "\(defaultFolder)/\(name)",
        dependencies: Set(dependencies), exclude: target["exclude"] as? [String] ?? [])
    }
  }

  /// The Swift files a target compiles: those under its folder, minus what it excludes.
  func swiftFiles(of target: Target) throws -> [String] {
    let folder = Self.root.appendingPathComponent(target.path)
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walk.compactMap { $0 as? String }.filter { file in
      file.hasSuffix(".swift") && !target.exclude.contains { file == $0 || file.hasPrefix($0 + "/") }
    }.sorted().map { "\(target.path)/\($0)" }
  }

  /// The modules a Swift file imports, `@testable`, `@_exported` and guarded imports included.
  static func imports(in text: String) -> Set<String> {
    var modules: Set<String> = []
    var inString = false  // a line of a multi-line string literal is text, not code
    for line in text.components(separatedBy: "\n") {
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
      if inString { continue }
      var words = line.split(separator: " ").map(String.init)
      if words.first == "@testable" || words.first == "@_exported" { words.removeFirst() }
      guard words.count >= 2, words[0] == "import" else { continue }
      modules.insert(words[1])
    }
    return modules
  }
}

/// A manifest that could not be read, said in words.
struct ManifestError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
