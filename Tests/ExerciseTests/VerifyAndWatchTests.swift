import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("Verifying the starters, and noticing a save")
struct VerifyAndWatchTests {
  @Test("--verify-starters-fail passes when every starter fails and every solution passes")
  func verifyPasses() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--verify-starters-fail") == 0)
    #expect(session.text.contains("Every check fails on its starter and passes on its solution."))
  }

  @Test("--verify-starters-fail fails when a starter passes its check")
  func verifyCatchesAStarterThatPasses() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[5] = .passed
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("--verify-starters-fail") == 1)
    #expect(session.text.contains("✗ 5: starter does not fail"))
  }

  @Test("--verify-starters-fail refuses a workspace that is not the starters")
  func verifyNeedsACleanWorkspace() throws {
    let package = try ScratchPackage()
    try package.write("// edited\n", to: "Sources/YourWork/Exercises/Exercise3.swift")
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--verify-starters-fail") == 1)
    #expect(session.text.contains("✗ Sources/YourWork/Exercises/Exercise3.swift is not its starter"))
  }

  @Test("Saving a file under Sources/YourWork/Exercises changes the snapshot --watch compares")
  func snapshotNoticesASave() throws {
    let package = try ScratchPackage()
    let folder = package.root.appendingPathComponent("Sources/YourWork/Exercises")
    let before = WorkspaceSnapshot(of: folder)
    #expect(before == WorkspaceSnapshot(of: folder))
    #expect(before.files.count == 8)
    try package.write(
      try package.read("Sources/YourWork/Exercises/Exercise1.swift") + "// one more line\n",
      to: "Sources/YourWork/Exercises/Exercise1.swift")
    #expect(before != WorkspaceSnapshot(of: folder))
  }
}
