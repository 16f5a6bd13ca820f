// What the Coach's own last `swift build` built the runner from, kept next to SwiftPM's
// plan in .build/coach-rebuild.json. The quick rebuild (ExerciseRebuild) runs only while
// the plan for the runner and every file it is built from, but the exercises, are as they
// were then: the same date, size and inode, so a file put back with an old date differs too.
import Foundation

/// The plan for the runner, and every file outside Sources/Exercises that it is built from.
struct RebuildTrust: Codable, Equatable {
  /// A file's date, size and inode number.
  struct Stamp: Codable, Equatable {
    var modified: Double
    var size: Int64
    var inode: UInt64
  }

  /// A digest of the plan's commands for the runner: names, tools, inputs, outputs, arguments.
  var plan: String
  /// The stamps of the other modules' sources, the manifest and the compiler, by path.
  var files: [String: Stamp]

  /// What the runner's commands in `closure` are built from now.
  init(root: URL, closure: [ExerciseRebuild.Command]) {
    plan = Self.digest(closure)
    var paths = Set(Self.leaves(of: closure, root: root))
    paths.insert(root.appendingPathComponent("Package.swift").path)
    if let compiler = closure.first(where: { $0.tool == "shell" })?.arguments.first {
      paths.insert(URL(fileURLWithPath: compiler).resolvingSymlinksInPath().path)
    }
    files = Self.stamps(paths)
  }

  private static func file(_ root: URL) -> URL { root.appendingPathComponent(".build/coach-rebuild.json") }

  /// The trust the Coach's last own `swift build` left, if any.
  static func load(root: URL) -> RebuildTrust? {
    (try? Data(contentsOf: file(root))).flatMap { try? JSONDecoder().decode(RebuildTrust.self, from: $0) }
  }

  /// The stamps of every file that a `swift build` about to start may read, but the exercises.
  static func beforeBuild(root: URL) -> [String: Stamp] {
    let sources = root.appendingPathComponent("Sources")
    let exercises = sources.appendingPathComponent("Exercises").path + "/"
    let names = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
    let paths = names.map { sources.appendingPathComponent($0).path }.filter { !$0.hasPrefix(exercises) }
    return stamps(paths + [root.appendingPathComponent("Package.swift").path])
  }

  /// Records what a `swift build` of the runner, just ended well, was built from.
  ///
  /// A file that changed while it ran (its stamp differs from `before`) leaves no trust, so
  /// that the next check builds with SwiftPM again.
  static func record(root: URL, before: [String: Stamp]) {
    try? FileManager.default.removeItem(at: file(root))
    guard let plan = ExerciseRebuild.plan(root: root), let closure = ExerciseRebuild.closure(of: plan) else { return }
    let trust = RebuildTrust(root: root, closure: closure)
    guard trust.files.allSatisfy({ path, stamp in before[path].map { $0 == stamp } ?? true }),
      let data = try? JSONEncoder().encode(trust)
    else { return }
    try? SafeFile.write(data, to: file(root))
  }

  /// The files the commands of `closure` read that none of them writes, but the exercises.
  private static func leaves(of closure: [ExerciseRebuild.Command], root: URL) -> [String] {
    let exercises = root.appendingPathComponent("Sources/Exercises").path + "/"
    let written = Set(closure.flatMap(\.outputs))
    return closure.flatMap(\.inputs).filter { path in
      !ExerciseRebuild.isVirtual(path) && !path.hasSuffix("/") && !written.contains(path) && !path.hasPrefix(exercises)
    }
  }

  private static func stamps(_ paths: some Sequence<String>) -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    for path in paths {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType != .typeDirectory
      else { continue }
      stamps[path] = Stamp(
        modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
        size: (attributes[.size] as? NSNumber)?.int64Value ?? -1,
        inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
    }
    return stamps
  }

  /// A 64-bit FNV-1a digest of the commands, as hexadecimal.
  private static func digest(_ commands: [ExerciseRebuild.Command]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for command in commands {
      for text in [command.name, command.tool] + command.inputs + command.outputs + command.arguments {
        for byte in text.utf8 + [0] {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
      }
    }
    return String(hash, radix: 16)
  }
}
