// SwiftPM leaves its build plan in .build/debug.yaml: every command it runs, with its
// inputs, outputs and arguments. After an edit in Sources/Exercises and nothing else, that
// plan rebuilds ExerciseRunner with a handful of commands (compile Exercises, compile the
// runner's main.swift, wrap each module for the debugger, link). The Coach runs those same
// commands itself, in the same order, which spares SwiftPM's own start, its toolchain probes
// and its planning: about half a second of every check.
//
// It does so only while nothing but the exercises' contents changed since the Coach's own
// last `swift build`: the same plan for the runner, the same files in Sources/Exercises, and
// every other file the runner is built from with the same date, size and inode
// (RebuildTrust). Anything else (another module's source, the manifest, a file added or
// removed, a build with other flags) sends the Coach back to `swift build`. Linux only, where
// CI proves it; elsewhere the Coach always asks `swift build`.
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
      guard let trusted = RebuildTrust.load(root: root), let plan = Self.plan(root: root),
        let closure = Self.closure(of: plan), let commands = Self.commands(root: root, closure: closure),
        trusted == RebuildTrust(root: root, closure: closure), Self.plansEveryExercise(commands, root: root)
      else { return nil }
      self.commands = commands
      self.root = root
    #else
      return nil
    #endif
  }

  /// The commands of the plan SwiftPM last wrote for `root`, or `nil` when there is none.
  static func plan(root: URL) -> [String: Command]? {
    (try? String(contentsOf: root.appendingPathComponent(".build/debug.yaml"), encoding: .utf8)).map(parse)
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
    // SwiftPM's own lock, so that a `swift build` started meanwhile waits for this one.
    let lock = BuildLock(root.appendingPathComponent(".build/.lock"))
    defer { lock?.unlock() }
    Self.waitForANewSecond(after: root.appendingPathComponent("Sources/Exercises"))
    let exercises = root.appendingPathComponent("Sources/Exercises").path + "/"
    for command in commands {
      let readsExercises = command.inputs.contains { $0.hasPrefix(exercises) }
      if !readsExercises, Self.isUpToDate(command) { continue }
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

  /// Waits, when a file in `folder` was written in the current second, for the next one.
  ///
  /// The compiler's incremental build keeps a file's date to the second: a file saved again
  /// in the second it was compiled in would look unchanged to every later build. Under
  /// SwiftPM its own start leaves that second behind; this rebuild starts within a tenth.
  static func waitForANewSecond(after folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let newest = names.compactMap { modified(folder.appendingPathComponent($0).path) }.max() ?? .distantPast
    let nextSecond = Date(timeIntervalSince1970: (newest.timeIntervalSince1970 + 1).rounded(.down) + 0.01)
    if nextSecond > Date() { Thread.sleep(until: nextSecond) }
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

  /// Every command of `plan` that the runner's link depends on, each after those it needs,
  /// or `nil` when the plan links no runner.
  static func closure(of plan: [String: Command]) -> [Command]? {
    guard
      let link = plan.values.first(where: {
        $0.name.hasPrefix("C.ExerciseRunner-") && $0.name.hasSuffix("-debug.exe")
      })
    else { return nil }
    var producer: [String: Command] = [:]
    for command in plan.values {
      for output in command.outputs { producer[output] = command }
    }
    var ordered: [Command] = []
    var seen: Set<String> = []
    func visit(_ command: Command) {
      guard seen.insert(command.name).inserted else { return }
      for input in command.inputs { if let before = producer[input] { visit(before) } }
      ordered.append(command)
    }
    visit(link)
    return ordered
  }

  /// The commands of `closure` that read an exercise's file, or what such a command wrote, in
  /// order; `nil` when one of them is not a plain command, or the plan is another folder's.
  static func commands(root: URL, closure: [Command]) -> [Command]? {
    let exercises = root.appendingPathComponent("Sources/Exercises").path + "/"
    var touched: Set<String> = []
    var rerun: [Command] = []
    for command in closure where command.tool != "write-auxiliary-file" {
      let reads = command.inputs.contains { $0.hasPrefix(exercises) || touched.contains($0) }
      guard reads else { continue }
      guard command.tool == "shell" else { return nil }
      rerun.append(command)
      touched.formUnion(command.outputs)
    }
    // A copied folder keeps the plan of the folder it came from: its runner is elsewhere.
    guard !rerun.isEmpty, let runner = closure.last?.outputs.first(where: { !isVirtual($0) }),
      runner.hasPrefix(root.appendingPathComponent(".build").path + "/"), modified(runner) != nil
    else { return nil }
    return rerun
  }

  /// `true` when the plan compiles exactly the Swift files now in Sources/Exercises.
  static func plansEveryExercise(_ commands: [Command], root: URL) -> Bool {
    let folder = root.appendingPathComponent("Sources/Exercises")
    let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    let present = Set(names.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path })
    let planned = Set(commands.flatMap(\.inputs).filter { $0.hasPrefix(folder.path + "/") && $0.hasSuffix(".swift") })
    return !present.isEmpty && present == planned
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

  static func isVirtual(_ path: String) -> Bool { path.hasPrefix("<") }

  static func modified(_ path: String) -> Date? {
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
