// Some wrong fixes do not compile, which is their verdict: this type-checks a variant of an
// exercise file against the modules `swift build` made, in well under a second.
import Foundation

/// The compiler's errors for one Swift source that imports the package's libraries.
enum Typecheck {
  /// The modules built next to the test bundle (`.build/debug/Modules`, or the sanitizer's).
  static let modules = builtRunner.deletingLastPathComponent().appendingPathComponent("Modules")

  /// The name SwiftPM passes as `-package-name`: the root package's identity, its folder's name
  /// made into an identifier, so `package` declarations are visible to the checked file.
  static let packageName: String = {
    let identity = packageRoot.lastPathComponent.lowercased()
    let name = String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }()

  /// Type-checks `source` and returns its `error:` lines (empty when it compiles).
  static func errors(of source: String) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("wrong-fix-\(UUID().uuidString).swift")
    try Data(source.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "WrongFix", "-package-name",
      packageName, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
  }
}
