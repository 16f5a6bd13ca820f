import Foundation

/// The command line of `swift run UpdateDocs`.
@MainActor
enum UpdateDocsCommand {
  static let usage = """
    usage: swift run UpdateDocs [--check]

    Writes the pages' code, output and Sandbox blocks, their cost figures and charts, and the
    DocC tutorials from the sources, the lesson runs and Lessons/benchmarks.json, then prints
    one line per file written. Review the diff afterwards.

      --check   write nothing; exit 1 when a file is stale
    """

  /// Runs the command and returns its exit status: 0, 1 for an error or (with `--check`) a
  /// stale file, 64 for an unknown option.
  static func run(_ arguments: [String]) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(usage)
      return 0
    }
    guard arguments.allSatisfy({ $0 == "--check" }) else {
      FileHandle.standardError.write(Data("unknown option: \(arguments.joined(separator: " "))\n\n\(usage)\n".utf8))
      return 64
    }
    let check = arguments.contains("--check")
    let update = DocsUpdate(tree: .package) { try SandboxBlock.shippedOutput(in: .package) }
    do {
      let written = try await update.run(check: check)
      for line in written { print(line) }
      return check && !written.isEmpty ? 1 : 0
    } catch {
      FileHandle.standardError.write(Data("UpdateDocs: \(error)\n".utf8))
      return 1
    }
  }
}
