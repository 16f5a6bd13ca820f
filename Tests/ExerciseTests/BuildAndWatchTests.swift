// A first build shows how far it has got; --watch checks the exercise whose file was
// saved, and with every exercise passed it says so and keeps watching.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("Building and watching")
struct BuildAndWatchTests {
  @Test("The Coach starts swift-build itself when it sits next to the swift on the PATH, swift build otherwise")
  func startsSwiftBuild() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swift = bin.appendingPathComponent("swift")
    try Data("#!/bin/sh\n".utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let alone = SwiftPMLauncher.swiftBuild(path: "/nonexistent:" + bin.path)
    #expect(alone.tool == "/usr/bin/env" && alone.arguments == ["swift", "build"])
    let sibling = bin.appendingPathComponent("swift-build")
    try FileManager.default.copyItem(at: swift, to: sibling)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sibling.path)
    let direct = SwiftPMLauncher.swiftBuild(path: bin.path)
    #expect(direct.tool == sibling.path && direct.arguments.isEmpty)
  }

  @Test("SwiftPM's numbered steps are read from its output, and other lines are not")
  func buildSteps() {
    #expect(BuildStep("[37/245] Compiling Exercises Exercise1.swift") == BuildStep(done: 37, total: 245))
    #expect(BuildStep("[0/1] Planning build") == BuildStep(done: 0, total: 1))
    #expect(BuildStep("Building for debugging...") == nil)
    #expect(BuildStep("[x/3] nonsense") == nil)
    #expect(BuildStep("[3/0] nonsense") == nil)
    #expect(BuildStep(done: 50, total: 200).percent == 25)
  }

  @Test("A long build shows each quarter on a pipe, every step on a terminal; a short one shows nothing")
  func buildProgress() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.isFirstBuild = true
    launcher.buildSteps = (1...40).map { BuildStep(done: $0, total: 40) }
    let piped = CoachSession(root: package.root, launcher: launcher)
    _ = piped.run("1")
    #expect(piped.text.contains("Building the exercises for the first time: this takes a minute or two."))
    #expect(
      piped.lines.filter { $0.hasPrefix("  Building the exercises: step") } == [
        "  Building the exercises: step 10 of 40 (25%)", "  Building the exercises: step 20 of 40 (50%)",
        "  Building the exercises: step 30 of 40 (75%)", "  Building the exercises: step 40 of 40 (100%)",
      ])
    let terminal = CoachSession(root: package.root, launcher: launcher, terminal: true)
    _ = terminal.run("1")
    #expect(terminal.rewritten.lines.count == 41, "each of the 40 steps, then a cleared line")
    #expect(terminal.rewritten.lines.last == "")
    launcher.isFirstBuild = false
    launcher.buildSteps = (1...5).map { BuildStep(done: $0, total: 5) }
    let short = CoachSession(root: package.root, launcher: launcher)
    _ = short.run("1")
    #expect(!short.text.contains("Building the exercises"))
  }

  @Test(
    "--watch checks the exercise whose file was just saved, and Ctrl-C ends it with status 0", .timeLimit(.minutes(10)))
  func watchChecksTheSavedFile() async throws {
    let package = try ScratchPackage()
    let coach = try RunningCoach(
      in: package.root, ["--watch", "1"], environment: ["DELEGATIONLAB_PREBUILT_RUNNER": builtRunner.path])
    #expect(
      await coach.read(
        until:
          "Watching Sources/YourWork/Exercises: each save checks the exercise whose file you saved (now exercise 1)."))
    #expect(await coach.read(until: "✗ Exercise 1: not yet."))
    try package.write(
      try package.read("Sources/YourWork/Exercises/Exercise3.swift") + "// saved\n",
      to: "Sources/YourWork/Exercises/Exercise3.swift")
    #expect(await coach.read(until: "Checking exercise 3 · The optional method nobody calls"))
    #expect(await coach.read(until: "✗ Exercise 3: not yet."))
    coach.send(SIGINT)
    let ended = await coach.finish()
    #expect(ended.reason == .exit && ended.status == 0)
    #expect(ended.output.hasSuffix("Stopped watching.\n"))
    #expect(!ended.output.contains("Checking exercise 2"), "only the saved file's exercise is checked")
  }

  @Test(
    "--watch with every exercise passed says so, keeps watching, and checks a file when it is saved",
    .timeLimit(.minutes(10)))
  func watchWithEverythingPassed() async throws {
    let package = try ScratchPackage()
    var progress = CoachProgress()
    for exercise in ExerciseCatalog.all {
      let fingerprint = try #require(ExerciseFile(exercise: exercise, root: package.root).fingerprint)
      progress[exercise.number].passed = true
      progress[exercise.number].lastCheck = CoachProgress.LastCheck(fingerprint: fingerprint, passed: true)
    }
    try progress.encoded().write(to: package.root.appendingPathComponent(CoachProgress.fileName))
    let coach = try RunningCoach(
      in: package.root, ["--watch"], environment: ["DELEGATIONLAB_PREBUILT_RUNNER": builtRunner.path])
    #expect(
      await coach.read(
        until:
          "All 8 exercises pass. Watching Sources/YourWork/Exercises anyway: save an exercise's file to check it again."
      ))
    try package.write(
      try package.read("Sources/YourWork/Exercises/Exercise7.swift") + "// again\n",
      to: "Sources/YourWork/Exercises/Exercise7.swift")
    #expect(await coach.read(until: "Checking exercise 7 · The child coordinator nobody removes"))
    #expect(await coach.read(until: "✗ Exercise 7: not yet."))
    coach.send(SIGINT)
    let ended = await coach.finish()
    #expect(ended.reason == .exit && ended.status == 0)
    #expect(ended.output.hasSuffix("Stopped watching.\n"))
  }

  @Test("Ctrl-C while --watch builds stops the build and the watch", .timeLimit(.minutes(10)))
  func interruptWhileBuilding() async throws {
    let package = try ScratchPackage()
    let coach = try RunningCoach(in: package.root, ["--watch", "3"])
    #expect(await coach.read(until: "Ctrl-C stops."))
    coach.send(SIGINT)
    let ended = await coach.finish()
    #expect(ended.reason == .exit)
    #expect(ended.status == 0)
    #expect(ended.output.hasSuffix("Stopped watching.\n"))
  }
}
