import ExerciseChecks
import Foundation
import Testing

@testable import CoachKit

@Suite("Resetting an exercise")
struct ResetTests {
  @Test("--reset N --yes puts the starter back and keeps the learner's version")
  func resetWithYes() throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(4))
    try package.write("// my attempt\n", to: exercise.workspacePath)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--reset", "4", "--yes") == 0)
    #expect(try package.read(exercise.workspacePath) == package.read(exercise.starterPath))
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent(".build/coach-backups").path)
    #expect(backups.count == 1)
    let backup = try package.read(".build/coach-backups/\(try #require(backups.first))")
    #expect(backup == "// my attempt\n")
    #expect(session.text.contains("Exercise 4 is back to its starter. Your version is in .build/coach-backups/"))
  }

  @Test("Without --yes the Coach asks, and anything but y keeps the file as it was", arguments: [nil, "n", "", "no"])
  func resetAsks(answer: String?) throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(2))
    try package.write("// my attempt\n", to: exercise.workspacePath)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher(), answer: answer)
    #expect(session.run("--reset", "2") == 1)
    #expect(session.text.contains("Put the starter of exercise 2 back in Sources/Exercises/Exercise2.swift?"))
    #expect(session.text.contains("Not reset: nothing was changed."))
    #expect(try package.read(exercise.workspacePath) == "// my attempt\n")
  }

  @Test("Answering y resets, and the exercise is no longer marked as passed")
  func resetAfterYes() throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(2))
    let launcher = ScriptedLauncher()
    launcher.outcomes[2] = .passed
    try package.write("// solved\n", to: exercise.workspacePath)
    _ = CoachSession(root: package.root, launcher: launcher).run("2")
    let session = CoachSession(root: package.root, launcher: launcher, answer: "y")
    #expect(session.run("--reset", "2") == 0)
    #expect(try package.read(exercise.workspacePath) == package.read(exercise.starterPath))
    let list = CoachSession(root: package.root, launcher: launcher)
    _ = list.run()
    #expect(list.text.contains("· 2. Two composers, one answer"))
  }

  @Test("Resetting an untouched starter changes nothing")
  func resetUntouched() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--reset", "5") == 0)
    #expect(session.text.contains("already the starter: nothing to do"))
  }
}
