import ExerciseChecks
import Foundation
import Testing

@testable import Coach

@Suite("The Coach: progress, verdicts and hints")
struct CoachTests {
  @Test("The list shows every exercise and names the next one to do")
  func listNamesTheNext() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run() == 0)
    for exercise in ExerciseCatalog.all { #expect(session.text.contains("\(exercise.number). \(exercise.title)")) }
    #expect(session.text.contains("0 of 8 passed. Next: exercise 1, Sources/YourWork/Exercises/Exercise1.swift"))
  }

  @Test("The lesson page is named when it is written, whatever follows its number")
  func lessonPage() throws {
    let package = try ScratchPackage()
    let without = CoachSession(root: package.root, launcher: ScriptedLauncher())
    _ = without.run("--hint", "1")
    #expect(!without.text.contains("Lesson:"))
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    try package.write("# Lesson 1: …\n", to: "Lessons/01-member-editing.md")
    let with = CoachSession(root: package.root, launcher: ScriptedLauncher())
    _ = with.run("--hint", "1")
    #expect(with.text.contains("  Lesson: Lessons/01-member-editing.md"))
  }

  @Test(
    "Every exercise names its lesson page when the page exists, and goes on without it when not",
    arguments: ExerciseCatalog.all)
  func lessonPageOfEveryExercise(exercise: Exercise) throws {
    let pages = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Lessons").path)
    let page = pages.sorted().map { "Lessons/" + $0 }.first { $0.hasPrefix(exercise.lessonPagePrefix) }
    let package = try ScratchPackage()
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    if let page {
      try package.write(try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8), to: page)
    }
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--hint", String(exercise.number)) == 0)
    #expect(session.text.contains("Hint 1 of"))
    if let page {
      #expect(session.text.contains("  Lesson: \(page)"))
    } else {
      #expect(!session.text.contains("Lesson:"))
    }
  }

  @Test("Lesson 6's page is named and a missing Lesson 7 page is simply left out")
  func lessonSixWithoutSeven() throws {
    let package = try ScratchPackage()
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    try package.write("# Lesson 6: …\n", to: "Lessons/06-async-stream.md")
    let six = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(six.run("--hint", "6") == 0)
    #expect(six.text.contains("  Lesson: Lessons/06-async-stream.md"))
    let seven = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(seven.run("--hint", "7") == 0)
    #expect(!seven.text.contains("Lesson:"))
    #expect(seven.text.contains("Hint 1 of 3"))
    try package.write("# Lesson 7: …\n", to: "Lessons/07-coordinators.md")
    let later = CoachSession(root: package.root, launcher: ScriptedLauncher())
    _ = later.run("--hint", "7")
    #expect(later.text.contains("  Lesson: Lessons/07-coordinators.md"))
  }

  @Test("The list judges each file as it is now: passes, not yet, or changed since its last check")
  func listJudgesTheFileAsItIsNow() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[1] = .passed
    #expect(CoachSession(root: package.root, launcher: launcher).run("1") == 0)
    #expect(try row(1, in: package, launcher).hasSuffix(" passes"))
    try package.write(
      try package.read("Sources/YourWork/Exercises/Exercise1.swift") + "// an edit\n",
      to: "Sources/YourWork/Exercises/Exercise1.swift")
    let changed = CoachSession(root: package.root, launcher: launcher)
    _ = changed.run()
    #expect(
      changed.lines.contains {
        $0.hasPrefix("  ~ 1. The delegate that holds on") && $0.hasSuffix("passed; changed since: check again")
      })
    #expect(changed.text.contains("1 of 8 passed. Next: exercise 2"), "passing once is kept; Next moves on")
    launcher.outcomes[1] = .failed(["MemberDetailScreen was released at ‹ Back, while the list is still open."])
    #expect(CoachSession(root: package.root, launcher: launcher).run("1") == 1)
    #expect(try row(1, in: package, launcher).hasSuffix(" not yet"))
    launcher.outcomes[1] = .passed
    _ = CoachSession(root: package.root, launcher: launcher).run("1")
    let again = try row(1, in: package, launcher)
    #expect(again.hasPrefix("  ✓ 1. ") && again.hasSuffix(" passes"))
    #expect(!again.contains("fail"))
  }

  @Test("Checking one exercise never changes what the list says of another")
  func otherExercisesKeepTheirState() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[2] = .passed
    _ = CoachSession(root: package.root, launcher: launcher).run("2")
    _ = CoachSession(root: package.root, launcher: launcher).run("3")
    #expect(try row(2, in: package, launcher).hasSuffix(" passes"))
    #expect(try row(3, in: package, launcher).hasSuffix(" not yet"))
  }

  /// The list's row of exercise `number`.
  private func row(_ number: Int, in package: borrowing ScratchPackage, _ launcher: ScriptedLauncher) throws -> String {
    let list = CoachSession(root: package.root, launcher: launcher)
    _ = list.run()
    return try #require(list.lines.first { $0.dropFirst(4).hasPrefix("\(number). ") })
  }

  @Test("A progress file from before the Coach remembered which file it checked still reads")
  func olderProgressFile() throws {
    let package = try ScratchPackage()
    try package.write(
      "{ \"exercises\" : { \"1\" : { \"hintsShown\" : 2, \"passed\" : true, \"failingNow\" : true } } }",
      to: CoachProgress.fileName)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run() == 0)
    #expect(session.errorText.isEmpty)
    #expect(session.text.contains("1 of 8 passed. Next: exercise 2"))
    #expect(
      session.lines.contains {
        $0.hasPrefix("  ✓ 1. ") && $0.hasSuffix("passed once; check again to see it as it is now")
      })
  }

  @Test("When all have passed once but one fails as it is now, or changed, the Coach says which instead of Done")
  func allPassedOnceOneFailing() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    for exercise in ExerciseCatalog.all { launcher.outcomes[exercise.number] = .passed }
    for exercise in ExerciseCatalog.all {
      _ = CoachSession(root: package.root, launcher: launcher).run("\(exercise.number)")
    }
    launcher.outcomes[3] = .failed(["a wrong variant"])
    _ = CoachSession(root: package.root, launcher: launcher).run("3")
    let list = CoachSession(root: package.root, launcher: launcher)
    _ = list.run()
    #expect(
      list.text.contains(
        "All 8 exercises have passed once; exercise 3 does not pass as it is now: check again with swift run Coach 3."))
    #expect(!list.text.contains("Done"))
    try package.write("// edited\n", to: "Sources/YourWork/Exercises/Exercise5.swift")
    let later = CoachSession(root: package.root, launcher: launcher)
    _ = later.run()
    #expect(
      later.text.contains(
        "All 8 exercises have passed once; exercise 3 does not pass as it is now, and exercise 5 has changed since "
          + "its last check: check again with swift run Coach 3."))
  }

  @Test("A failing check exits 1 with the verdict, offers a hint, and hides the solution's path")
  func failingCheck() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[1] = .failed(["MemberDetailScreen is still alive after Back: who holds it?", "Draw the arrows."])
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("1") == 1)
    #expect(
      session.text.contains("✗ Exercise 1: not yet.\n  MemberDetailScreen is still alive after Back: who holds it?"))
    #expect(session.text.contains("Stuck? swift run Coach --hint 1 (hint 1 of 3)"))
    #expect(!session.text.contains("ExerciseSolutions"))
  }

  @Test("A passing check exits 0, shows the solution's path, and is remembered in the progress file")
  func passingCheckIsRemembered() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[1] = .passed
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("1") == 0)
    #expect(
      session.text.contains("Compare with the reference solution: Sources/Tools/ExerciseSolutions/Exercise1.swift"))
    let saved = try package.read(CoachProgress.fileName)
    #expect(saved.contains("\"passed\" : true"))
    let later = CoachSession(root: package.root, launcher: launcher)
    #expect(later.run() == 0)
    #expect(later.text.contains("✓ 1. The delegate that holds on"))
    #expect(later.text.contains("1 of 8 passed. Next: exercise 2"))
  }

  @Test("When every exercise passes, the Coach says so")
  func doneWhenAllPass() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    for exercise in ExerciseCatalog.all { launcher.outcomes[exercise.number] = .passed }
    let session = CoachSession(root: package.root, launcher: launcher)
    for exercise in ExerciseCatalog.all { #expect(session.run(String(exercise.number)) == 0) }
    #expect(session.text.contains("All 8 exercises pass. Done"))
    let list = CoachSession(root: package.root, launcher: launcher)
    #expect(list.run() == 0)
    #expect(list.text.contains("All 8 exercises pass. Done"))
  }

  @Test("Each --hint shows one more hint, and remembers how many were seen")
  func hintsAreProgressive() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    let hints = try #require(ExerciseCatalog.exercise(3)).hints
    #expect(session.run("--hint", "3") == 0)
    #expect(session.text.contains("Hint 1 of 3: \(hints[0])"))
    #expect(!session.text.contains("Hint 2 of 3"))
    let second = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(second.run("--hint", "3") == 0)
    #expect(second.text.contains("Hint 2 of 3: \(hints[1])"))
    let third = CoachSession(root: package.root, launcher: ScriptedLauncher())
    _ = third.run("--hint", "3")
    _ = third.run("--hint", "3")
    #expect(third.text.contains("That was the last hint."))
  }

  @Test("--hint without a number is about the next exercise to do")
  func hintForTheNext() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[1] = .passed
    let session = CoachSession(root: package.root, launcher: launcher)
    _ = session.run("1")
    #expect(session.run("--hint") == 0)
    #expect(session.text.contains("Exercise 2 · Two composers, one answer"))
  }

  @Test("Misuse exits 64 and says what to type instead")
  func misuseExits64() throws {
    let package = try ScratchPackage()
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("12") == 64)
    #expect(session.errorText == "Coach: there is no exercise 12: the exercises are 1–8.")
    #expect(session.run("--frobnicate") == 64)
  }

  @Test("Code that does not compile is shown as the compiler's errors in that exercise's file")
  func buildFailure() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    let output = """
      \(package.root.path)/Sources/YourWork/Exercises/Exercise1.swift:22:5: error: 'weak' must not be applied to non-class-bound 'any MemberDelegate'
      \(package.root.path)/Sources/YourWork/Exercises/Exercise1.swift:22:5: error: 'weak' must not be applied to non-class-bound 'any MemberDelegate'
      """
    launcher.buildOutcome = .failed(CompilerError.parse(output, root: package.root), output: output)
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("1") == 1)
    #expect(
      session.lines.filter { $0.contains("Exercise1.swift:22") }
        == [
          "  Sources/YourWork/Exercises/Exercise1.swift:22: 'weak' must not be applied to non-class-bound 'any MemberDelegate'"
        ])
    #expect(launcher.checked.isEmpty)
  }

  @Test("A file saved while it was being compiled is named as such, with the command to check again")
  func savedDuringTheBuild() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    let output =
      "error: input file '\(package.root.path)/Sources/YourWork/Exercises/Exercise3.swift' was modified during the build"
    launcher.buildOutcome = .failed([], output: output)
    let session = CoachSession(root: package.root, launcher: launcher)
    #expect(session.run("3") == 1)
    #expect(
      session.text.contains(
        "✗ A file in Sources/YourWork/Exercises changed while it was being built: check again with swift run Coach 3."))
    #expect(!session.text.contains("modified during the build"), "no compiler dump for a file that was only saved")
    #expect(launcher.checked.isEmpty)
  }

  @Test("What the learner's code prints is shown with the verdict")
  func printedOutput() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.printed = ["shouldAdd was called"]
    let session = CoachSession(root: package.root, launcher: launcher)
    _ = session.run("3")
    #expect(session.text.contains("Your code printed:\n    | shouldAdd was called"))
  }
}
