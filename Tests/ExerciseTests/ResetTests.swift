import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("Resetting an exercise")
struct ResetTests {
  @Test("--reset N --yes puts the starter back and keeps the learner's version outside .build, naming the file")
  func resetWithYes() throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(4))
    try package.write("// my attempt\n", to: exercise.workspacePath)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--reset", "4", "--yes") == 0)
    #expect(try package.read(exercise.workspacePath) == package.read(exercise.starterPath))
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: package.root.appendingPathComponent(".delegationlab-backups").path)
    let backup = try #require(backups.first)
    #expect(backups.count == 1)
    #expect(backup.hasPrefix("Exercise4-") && backup.hasSuffix(".swift"))
    #expect(try package.read(".delegationlab-backups/\(backup)") == "// my attempt\n")
    #expect(
      session.text.contains(
        "Exercise 4 is back to its starter. Your version is kept in .delegationlab-backups/\(backup)."))
    try? FileManager.default.removeItem(at: package.root.appendingPathComponent(".build"))
    #expect(try package.read(".delegationlab-backups/\(backup)") == "// my attempt\n", "deleting .build keeps it")
    let list = CoachSession(root: package.root, launcher: ScriptedLauncher())
    _ = list.run()
    #expect(list.text.contains("Versions replaced by --reset are kept in .delegationlab-backups."))
  }

  @Test("Two resets in a row keep both versions, each under a name of its own")
  func twoResetsKeepBoth() throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(6))
    for attempt in ["// first attempt\n", "// second attempt\n"] {
      try package.write(attempt, to: exercise.workspacePath)
      #expect(CoachSession(root: package.root, launcher: ScriptedLauncher()).run("--reset", "6", "--yes") == 0)
    }
    let folder = package.root.appendingPathComponent(".delegationlab-backups")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(kept.sorted() == ["// first attempt\n", "// second attempt\n"])
  }

  @Test("A missing exercise file is named as missing, with the --reset that restores it; --reset does")
  func missingFile() throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(3))
    try FileManager.default.removeItem(at: package.root.appendingPathComponent(exercise.workspacePath))
    let launcher = ScriptedLauncher()
    let check = CoachSession(root: package.root, launcher: launcher)
    #expect(check.run("3") == 1)
    #expect(
      check.text.contains(
        "✗ Sources/YourWork/Exercises/Exercise3.swift is missing. `swift run Coach --reset 3` puts its starter back."))
    let other = CoachSession(root: package.root, launcher: launcher)
    #expect(other.run("5") == 1)
    #expect(
      other.text.contains("Sources/YourWork/Exercises/Exercise3.swift is missing, and every exercise is built together")
    )
    #expect(other.text.contains("`swift run Coach --reset 3` puts exercise 3's starter back."))
    #expect(launcher.checked.isEmpty, "nothing is built or checked while a file is missing")
    let list = CoachSession(root: package.root, launcher: launcher)
    _ = list.run()
    #expect(list.lines.contains { $0.hasPrefix("  ! 3. ") && $0.hasSuffix("missing: swift run Coach --reset 3") })
    let reset = CoachSession(root: package.root, launcher: launcher)
    #expect(reset.run("--reset", "3", "--yes") == 0)
    #expect(try package.read(exercise.workspacePath) == package.read(exercise.starterPath))
  }

  @Test("Without --yes the Coach asks, and anything but y keeps the file as it was", arguments: [nil, "n", "", "no"])
  func resetAsks(answer: String?) throws {
    let package = try ScratchPackage()
    let exercise = try #require(ExerciseCatalog.exercise(2))
    try package.write("// my attempt\n", to: exercise.workspacePath)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher(), answer: answer)
    #expect(session.run("--reset", "2") == 1)
    #expect(session.text.contains("Put the starter of exercise 2 back in Sources/YourWork/Exercises/Exercise2.swift?"))
    #expect(session.text.contains("Your version will be kept in .delegationlab-backups."))
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
