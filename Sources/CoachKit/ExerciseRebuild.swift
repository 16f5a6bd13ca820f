// SwiftPM leaves its build plan in .build/debug.yaml: every command it runs, with its
// inputs, outputs and arguments. After an edit in Sources/Exercises and nothing else, that
// plan rebuilds ExerciseRunner with a handful of commands (compile Exercises, compile the
// runner's main.swift, wrap each module for the debugger, link). The Coach runs those same
// commands itself, in the same order, which spares SwiftPM's own start, its toolchain probes
// and its planning: about half a second of every check. Whenever the plan may be out of
// date (the manifest changed, another module's source changed, a file was added or
// removed), there is no rebuild here and the Coach asks `swift build`, which also writes the
// plan again. Linux only, where CI proves it; elsewhere the Coach always asks `swift build`.
import Foundation

/// The commands of SwiftPM's own plan that rebuild ExerciseRunner after an edit in Sources/Exercises.
struct ExerciseRebuild {
  /// One command of the plan.
  struct Command: Equatable {
    let name: String
    let tool: String
    let inputs: [String]
    let outputs: [String]
    let arguments: [String]
  }

  /// The commands to run, in order.
  let commands: [Command]
  /// The package's root, against which the compiler's errors are named.
  let root: URL

  /// The rebuild for the package at `root`, or `nil` when only `swift build` knows what to do.
  init?(root: URL) {
    #if os(Linux)
      let planFile = root.appendingPathComponent(".build/debug.yaml")
      guard let planDate = Self.modified(planFile.path),
        let manifestDate = Self.modified(root.appendingPathComponent("Package.swift").path), manifestDate <= planDate,
        let text = try? String(contentsOf: planFile, encoding: .utf8),
        let commands = Self.commands(root: root, plan: Self.parse(text), planDate: planDate)
      else { return nil }
      self.commands = commands
      self.root = root
    #else
      return nil
    #endif
  }

  init(commands: [Command], root: URL) {
    self.commands = commands
    self.root = root
  }

  /// Runs the commands, stopping at the first that fails.
  ///
  /// A command that reads the learner's files always runs: the compiler's own incremental
  /// build decides what to compile again, as it does under SwiftPM, so a file put back with
  /// an old date is still seen. A command that reads only what earlier commands wrote is
  /// skipped while its outputs are newer than its inputs.
  func run() -> BuildOutcome {
    let sources = root.appendingPathComponent("Sources").path + "/"
    for command in commands {
      let readsSources = command.inputs.contains { $0.hasPrefix(sources) }
      if !readsSources, Self.isUpToDate(command) { continue }
      guard let tool = command.arguments.first else { continue }
      let result: ChildResult
      do {
        result = try ChildProcess.run(tool, arguments: Array(command.arguments.dropFirst()), timeout: 900)
      } catch {
        return .failed([], output: "\(error)")
      }
      switch result.ending {
      case .exited(0): continue
      case .interrupted: return .interrupted
      default:
        let output = Self.diagnostics(result.output + "\n" + result.errors)
        return .failed(CompilerError.parse(output, root: root), output: output)
      }
    }
    return .built
  }

  // MARK: Reading the plan

  /// The commands of a plan file, by name.
  static func parse(_ text: String) -> [String: Command] {
    var commands: [String: Command] = [:]
    var name: String?
    var fields: [String: String] = [:]
    func finish() {
      guard let name else { return }
      let list = { (key: String) in
        fields[key].flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
      }
      commands[name] = Command(
        name: name, tool: fields["tool"] ?? "", inputs: list("inputs"), outputs: list("outputs"),
        arguments: list("args"))
    }
    var inCommands = false
    for line in text.split(separator: "\n") {
      if !line.hasPrefix(" ") {
        finish()
        name = nil
        inCommands = line == "commands:"
      } else if inCommands, line.hasPrefix("  \""), line.hasSuffix("\":"), !line.hasPrefix("   ") {
        finish()
        name = String(line.dropFirst(3).dropLast(2))
        fields = [:]
      } else if name != nil, line.hasPrefix("    "), let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].trimmingCharacters(in: .whitespaces)
        fields[key] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      }
    }
    finish()
    return commands
  }

  /// The commands to run from `plan`, in order, or `nil` when the plan may be out of date.
  static func commands(root: URL, plan: [String: Command], planDate: Date) -> [Command]? {
    let exercises = root.appendingPathComponent("Sources/Exercises").path + "/"
    guard
      let link = plan.values.first(where: {
        $0.name.hasPrefix("C.ExerciseRunner-") && $0.name.hasSuffix("-debug.exe")
      })
    else { return nil }
    var producer: [String: Command] = [:]
    for command in plan.values {
      for output in command.outputs { producer[output] = command }
    }
    // Every command the runner depends on, each after those it needs.
    var ordered: [Command] = []
    var seen: Set<String> = []
    func visit(_ command: Command) {
      guard seen.insert(command.name).inserted else { return }
      for input in command.inputs { if let before = producer[input] { visit(before) } }
      ordered.append(command)
    }
    visit(link)
    // Those that read an exercise's file, or what such a command wrote: they run again.
    var touched: Set<String> = []
    var rerun: [Command] = []
    for command in ordered where command.tool != "write-auxiliary-file" {
      let reads = command.inputs.contains { $0.hasPrefix(exercises) || touched.contains($0) }
      guard reads else { continue }
      guard command.tool == "shell" else { return nil }
      rerun.append(command)
      touched.formUnion(command.outputs)
    }
    // Nothing else the runner is built from (another module's source, the toolchain's
    // version) may have changed since the runner was last linked: that is SwiftPM's to rebuild.
    // The plan must be this package's (a copied folder keeps the plan of the one it came from).
    guard !rerun.isEmpty, let runner = link.outputs.first(where: { !isVirtual($0) }),
      runner.hasPrefix(root.appendingPathComponent(".build").path + "/"), let linked = modified(runner)
    else { return nil }
    let built = Set(ordered.flatMap(\.outputs))
    let others = ordered.filter { !rerun.contains($0) && $0.tool != "write-auxiliary-file" && $0.tool != "phony" }
    let leaves = others.flatMap(\.inputs).filter { !isVirtual($0) && !$0.hasSuffix("/") && !built.contains($0) }
    guard leaves.allSatisfy({ modified($0).map { $0 <= linked } ?? false }),
      sourceListsHold(ordered, root: root, planDate: planDate)
    else { return nil }
    return rerun
  }

  /// `true` when every file `command` writes is there and newer than every file it reads.
  static func isUpToDate(_ command: Command) -> Bool {
    let outputs = command.outputs.filter { !isVirtual($0) }.map(modified)
    guard !outputs.isEmpty, !outputs.contains(nil) else { return outputs.isEmpty }
    let oldestOutput = outputs.compactMap { $0 }.min() ?? .distantPast
    return command.inputs.filter { !isVirtual($0) && !$0.hasSuffix("/") }.allSatisfy { input in
      guard let date = modified(input) else { return false }
      return date <= oldestOutput
    }
  }

  /// `true` when every module's list of sources still names every file of its folder, and only those.
  private static func sourceListsHold(_ commands: [Command], root: URL, planDate: Date) -> Bool {
    let lists = commands.filter { $0.tool == "write-auxiliary-file" && $0.inputs.first == "<sources-file-list>" }
    let listed = Set(lists.flatMap { $0.inputs.dropFirst() })
    guard listed.allSatisfy({ modified($0) != nil }) else { return false }
    let sources = root.appendingPathComponent("Sources").path + "/"
    let folders = Set(
      listed.compactMap { path -> String? in
        guard path.hasPrefix(sources), let module = path.dropFirst(sources.count).split(separator: "/").first else {
          return nil
        }
        return sources + module
      })
    // A file written since the plan that no list names is one SwiftPM has not planned for.
    for folder in folders {
      for case let name as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.DirectoryEnumerator()
      where name.hasSuffix(".swift") {
        let path = folder + "/" + name
        if !listed.contains(path), let date = modified(path), date > planDate { return false }
      }
    }
    return true
  }

  private static func isVirtual(_ path: String) -> Bool { path.hasPrefix("<") }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  // MARK: The compiler's words

  /// What the compiler said, from output that may be the driver's `-parseable-output`: each
  /// message a line with its length, then that many bytes of JSON, whose `output` holds the
  /// diagnostics as a build prints them.
  static func diagnostics(_ text: String) -> String {
    struct Message: Decodable { let output: String? }
    var said = ""
    var rest = Substring(text).utf8[...]
    while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
      let head = String(decoding: rest[..<newline], as: UTF8.self)
      rest = rest[rest.index(after: newline)...]
      guard let length = Int(head.trimmingCharacters(in: .whitespaces)), length <= rest.count else {
        if !head.trimmingCharacters(in: .whitespaces).isEmpty { said += head + "\n" }
        continue
      }
      let end = rest.index(rest.startIndex, offsetBy: length)
      if let message = try? JSONDecoder().decode(Message.self, from: Data(rest[..<end])), let output = message.output {
        said += output
      }
      rest = rest[end...]
    }
    if !rest.isEmpty { said += String(decoding: rest, as: UTF8.self) }
    return said
  }
}
