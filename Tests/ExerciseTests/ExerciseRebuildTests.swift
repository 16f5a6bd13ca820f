// The quick rebuild runs SwiftPM's own plan again only while that plan still holds: these
// tests write a small plan and the files it names, with their dates, and change one thing
// at a time (an exercise, another module's source, a new file, the manifest).
import Foundation
import Testing

@testable import CoachKit

/// A package folder with a small SwiftPM plan: StageKit, then Exercises, then the runner's link.
private final class PlannedPackage {
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

  /// The commands the plan would run again now, by name.
  var rerun: [String]? {
    ExerciseRebuild.closure(of: ExerciseRebuild.parse(plan)).flatMap {
      ExerciseRebuild.commands(root: root, closure: $0)?.map(\.name)
    }
  }

  /// Records the trust a `swift build` would leave, as if it had just ended well.
  func trustAsAfterABuild() {
    RebuildTrust.record(root: root, before: RebuildTrust.beforeBuild(root: root))
  }

  /// `true` when the Coach would rebuild without SwiftPM now.
  var rebuildsQuickly: Bool { ExerciseRebuild(root: root) != nil }
}

@Suite("The quick rebuild runs SwiftPM's plan only while nothing but the exercises changed")
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

  @Test("The commands that read an exercise's file, and those after them, run again, in order")
  func commandsToRunAgain() throws {
    let package = try PlannedPackage()
    #expect(
      package.rerun == [
        "C.Exercises-x86_64-unknown-linux-gnu-debug.module", "C.ExerciseRunner-x86_64-unknown-linux-gnu-debug.exe",
      ])
    let unlinked = try PlannedPackage()
    try FileManager.default.removeItem(atPath: unlinked.path(".build/ExerciseRunner"))
    #expect(unlinked.rerun == nil, "no runner was linked yet")
    let original = try PlannedPackage()
    let copy = try PlannedPackage()
    let copied = ExerciseRebuild.closure(of: ExerciseRebuild.parse(original.plan)).flatMap {
      ExerciseRebuild.commands(root: copy.root, closure: $0)
    }
    #expect(copied == nil, "a copied folder's plan still names the files of the folder it was copied from")
  }

  #if os(Linux)
    @Test("After the Coach's own build, an edit in Sources/Exercises alone is rebuilt without SwiftPM")
    func trustedAfterABuild() throws {
      let package = try PlannedPackage()
      #expect(!package.rebuildsQuickly, "nothing the Coach built itself yet")
      package.trustAsAfterABuild()
      #expect(package.rebuildsQuickly)
      try package.write("Sources/Exercises/Exercise1.swift", minute: 9, text: "// edited")
      #expect(package.rebuildsQuickly)
      try package.write("Sources/Exercises/Exercise1.swift", minute: 0, text: "// put back with an old date")
      #expect(package.rebuildsQuickly)
    }

    @Test("Another module's source changed, even put back with an old date: only SwiftPM may rebuild")
    func otherSourceChanged() throws {
      let newer = try PlannedPackage()
      newer.trustAsAfterABuild()
      try newer.write("Sources/StageKit/Stage.swift", minute: 9, text: "// edited")
      #expect(!newer.rebuildsQuickly)
      let older = try PlannedPackage()
      older.trustAsAfterABuild()
      try older.write("Sources/StageKit/Stage.swift", minute: 0, text: "// an older version, with its old date")
      #expect(!older.rebuildsQuickly)
      let manifest = try PlannedPackage()
      manifest.trustAsAfterABuild()
      try manifest.write("Package.swift", minute: 9, text: "// a comment")
      #expect(!manifest.rebuildsQuickly)
    }

    @Test("A file added to Sources/Exercises or taken away, whatever its date: only SwiftPM may rebuild")
    func exerciseFilesAddedOrRemoved() throws {
      let added = try PlannedPackage()
      added.trustAsAfterABuild()
      try added.write("Sources/Exercises/Helpers.swift", minute: 0)
      #expect(!added.rebuildsQuickly)
      let removed = try PlannedPackage()
      removed.trustAsAfterABuild()
      try FileManager.default.removeItem(atPath: removed.path("Sources/Exercises/Exercise1.swift"))
      #expect(!removed.rebuildsQuickly)
    }

    @Test("A plan written since, for other commands or other flags: only SwiftPM may rebuild")
    func planChanged() throws {
      let package = try PlannedPackage()
      package.trustAsAfterABuild()
      let flags = package.plan.replacingOccurrences(of: "\"/usr/bin/true\",", with: "\"/usr/bin/true\",\"-w\",")
      try package.write(".build/debug.yaml", minute: 9, text: flags)
      #expect(!package.rebuildsQuickly)
    }

    @Test("A build during which another module's source changed leaves no trust")
    func changedDuringTheBuild() throws {
      let package = try PlannedPackage()
      let before = RebuildTrust.beforeBuild(root: package.root)
      try package.write("Sources/StageKit/Stage.swift", minute: 9, text: "// saved while SwiftPM was building")
      RebuildTrust.record(root: package.root, before: before)
      #expect(!package.rebuildsQuickly)
    }
  #endif

  @Test("A file written in the current second is compiled only once that second is over")
  func waitsForANewSecond() throws {
    let package = try PlannedPackage()
    try Data("// just saved".utf8).write(to: package.root.appendingPathComponent("Sources/Exercises/Exercise1.swift"))
    let saved = try #require(ExerciseRebuild.modified(package.path("Sources/Exercises/Exercise1.swift")))
    ExerciseRebuild.waitForANewSecond(after: package.root.appendingPathComponent("Sources/Exercises"))
    #expect(Date().timeIntervalSince1970.rounded(.down) > saved.timeIntervalSince1970.rounded(.down))
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
