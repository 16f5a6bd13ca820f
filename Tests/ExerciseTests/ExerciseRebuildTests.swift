// The quick rebuild runs SwiftPM's own plan again only while that plan still holds: these
// tests write a small plan and the files it names, with their dates, and change one thing
// at a time (an exercise, another module's source, a new file, the manifest).
import Foundation
import Testing

@testable import CoachKit

/// A package folder with a small SwiftPM plan: StageKit, then Exercises, then the runner's link.
private struct PlannedPackage: ~Copyable {
  let root: URL
  private let start = Date(timeIntervalSinceNow: -3_600)

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("rebuild-test-\(UUID().uuidString)")
    for folder in ["Sources/Exercises", "Sources/StageKit", ".build"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    // Each file is older than what is made from it, as after a complete `swift build`.
    try write("Package.swift", minute: 0)
    try write("Sources/StageKit/Stage.swift", minute: 0)
    try write("Sources/Exercises/Exercise1.swift", minute: 1)
    try write(".build/StageKit.swiftmodule", minute: 2)
    try write(".build/Exercise1.swift.o", minute: 3)
    try write(".build/ExerciseRunner", minute: 4)
    try write(".build/debug.yaml", minute: 5, text: plan)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// Writes `relative`, dated `minute` minutes after the start.
  func write(_ relative: String, minute: Int, text: String = "") throws {
    let url = root.appendingPathComponent(relative)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes(
      [.modificationDate: start.addingTimeInterval(Double(minute) * 60)], ofItemAtPath: url.path)
  }

  var plan: String {
    func list(_ items: [String]) -> String { "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
    let commands: [(name: String, tool: String, inputs: [String], outputs: [String])] = [
      (
        path(".build/StageKit.build/sources"), "write-auxiliary-file",
        ["<sources-file-list>", path("Sources/StageKit/Stage.swift")], [path(".build/StageKit.build/sources")]
      ),
      (
        path(".build/Exercises.build/sources"), "write-auxiliary-file",
        ["<sources-file-list>", path("Sources/Exercises/Exercise1.swift")], [path(".build/Exercises.build/sources")]
      ),
      (
        "C.StageKit-x86_64-unknown-linux-gnu-debug.module", "shell",
        [path("Sources/StageKit/Stage.swift"), path(".build/StageKit.build/sources")],
        [path(".build/StageKit.swiftmodule")]
      ),
      (
        "C.Exercises-x86_64-unknown-linux-gnu-debug.module", "shell",
        [
          path("Sources/Exercises/Exercise1.swift"), path(".build/StageKit.swiftmodule"),
          path(".build/Exercises.build/sources"),
        ],
        [path(".build/Exercise1.swift.o")]
      ),
      (
        "C.ExerciseRunner-x86_64-unknown-linux-gnu-debug.exe", "shell",
        [path(".build/Exercise1.swift.o"), path(".build/StageKit.swiftmodule")], [path(".build/ExerciseRunner")]
      ),
    ]
    var text = "client:\n  name: basic\ntargets:\n  \"main\": [\"<main>\"]\n\ncommands:\n"
    for command in commands {
      text += "  \"\(command.name)\":\n    tool: \(command.tool)\n    inputs: \(list(command.inputs))\n"
      text += "    outputs: \(list(command.outputs))\n    description: \"\(command.tool)\"\n"
      text += "    args: [\"/usr/bin/true\",\"\(command.name)\"]\n\n"
    }
    return text
  }

  /// The rebuild the plan gives now, by the names of its commands.
  var rebuild: [String]? {
    ExerciseRebuild.commands(
      root: root, plan: ExerciseRebuild.parse(plan), planDate: start.addingTimeInterval(5 * 60))?.map(\.name)
  }
}

@Suite("The quick rebuild runs SwiftPM's plan only while the plan holds")
struct ExerciseRebuildTests {
  @Test("The plan is read command by command: tool, inputs, outputs and arguments")
  func readsThePlan() throws {
    let package = try PlannedPackage()
    let commands = ExerciseRebuild.parse(package.plan)
    #expect(commands.count == 5)
    let link = try #require(commands["C.ExerciseRunner-x86_64-unknown-linux-gnu-debug.exe"])
    #expect(link.tool == "shell")
    #expect(link.outputs == [package.path(".build/ExerciseRunner")])
    #expect(link.arguments == ["/usr/bin/true", link.name])
  }

  @Test("After an edit in Sources/Exercises alone, the commands that read it run again, in order")
  func editedExercise() throws {
    let package = try PlannedPackage()
    #expect(
      package.rebuild == [
        "C.Exercises-x86_64-unknown-linux-gnu-debug.module", "C.ExerciseRunner-x86_64-unknown-linux-gnu-debug.exe",
      ])
    try package.write("Sources/Exercises/Exercise1.swift", minute: 9)
    #expect(package.rebuild?.first == "C.Exercises-x86_64-unknown-linux-gnu-debug.module")
  }

  @Test("Another module's source changed since the runner was linked: only SwiftPM may rebuild")
  func otherSourceChanged() throws {
    let package = try PlannedPackage()
    try package.write("Sources/StageKit/Stage.swift", minute: 9)
    #expect(package.rebuild == nil)
  }

  @Test("A file added since the plan was written, or one the plan names gone: only SwiftPM may rebuild")
  func filesAddedOrRemoved() throws {
    let added = try PlannedPackage()
    try added.write("Sources/Exercises/Exercise2.swift", minute: 9)
    #expect(added.rebuild == nil)
    let older = try PlannedPackage()
    try older.write("Sources/Exercises/Notes.swift", minute: 1)
    #expect(older.rebuild != nil, "a file older than the plan was there when SwiftPM planned, and left out on purpose")
    let removed = try PlannedPackage()
    try FileManager.default.removeItem(atPath: removed.path("Sources/Exercises/Exercise1.swift"))
    #expect(removed.rebuild == nil)
  }

  @Test("No runner linked yet, a plan from another folder, or a manifest newer than the plan: only SwiftPM may build")
  func nothingToRebuildFrom() throws {
    let unlinked = try PlannedPackage()
    try FileManager.default.removeItem(atPath: unlinked.path(".build/ExerciseRunner"))
    #expect(unlinked.rebuild == nil)
    let original = try PlannedPackage()
    let copy = try PlannedPackage()
    let copied = ExerciseRebuild.commands(
      root: copy.root, plan: ExerciseRebuild.parse(original.plan), planDate: Date())
    #expect(copied == nil, "a copied folder's plan still names the files of the folder it was copied from")
    #if os(Linux)
      let package = try PlannedPackage()
      #expect(ExerciseRebuild(root: package.root) != nil)
      try package.write("Package.swift", minute: 9)
      #expect(ExerciseRebuild(root: package.root) == nil)
    #endif
  }

  @Test("A command whose outputs are newer than its inputs is skipped; one that fails gives the compiler's errors")
  func runsAndReports() throws {
    let package = try PlannedPackage()
    let upToDate = ExerciseRebuild.Command(
      name: "link", tool: "shell", inputs: [package.path(".build/Exercise1.swift.o")],
      outputs: [package.path(".build/ExerciseRunner")], arguments: ["/bin/sh", "-c", "exit 3"])
    #expect(ExerciseRebuild(commands: [upToDate], root: package.root).run() == .built)
    // A command that reads the learner's file runs even then: a file put back with an old
    // date has changed too, and only the compiler's own record can tell.
    let readsExercise = ExerciseRebuild.Command(
      name: "compile", tool: "shell", inputs: [package.path("Sources/Exercises/Exercise1.swift")],
      outputs: [package.path(".build/Exercise1.swift.o")], arguments: ["/bin/sh", "-c", "exit 3"])
    #expect(ExerciseRebuild.isUpToDate(readsExercise))
    #expect(ExerciseRebuild(commands: [readsExercise], root: package.root).run() != .built)
    let message = "\(package.path("Sources/Exercises/Exercise1.swift")):7:3: error: cannot find 'x' in scope"
    let json = #"{"kind":"finished","name":"compile","output":"\#(message)\n","exit-status":1}"#
    let failing = ExerciseRebuild.Command(
      name: "compile", tool: "shell", inputs: [package.path("Sources/Exercises/Exercise1.swift")],
      outputs: [package.path(".build/missing.o")],
      arguments: ["/bin/sh", "-c", "printf '%s\\n%s\\n' \"$0\" \"$1\" >&2; exit 1", "\(json.utf8.count)", json])
    let outcome = ExerciseRebuild(commands: [failing], root: package.root).run()
    let expected = CompilerError(
      file: "Sources/Exercises/Exercise1.swift", line: 7, message: "cannot find 'x' in scope")
    guard case .failed(let errors, let output) = outcome else {
      Issue.record("expected a failed build, got \(outcome)")
      return
    }
    #expect(errors == [expected])
    #expect(!output.contains("\"kind\""), "the driver's JSON is unwrapped to what a build prints")
  }
}
