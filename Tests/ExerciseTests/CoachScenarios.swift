// The scenarios CoachLanguageTests runs the Coach through, so that every sentence the Coach
// can write is written at least once, and the lines every check writes as it runs.
import ExerciseChecks
import ExerciseSolutions
import Foundation
import Members
import Testing

@testable import Coach
@testable import ExerciseChecks

/// Drives a Coach, with a scripted launcher, through every command and outcome.
@MainActor
struct CoachScenarios {
  let translator: CoachTranslator
  /// Added to every command line, such as `--lang ko`.
  var options: [String] = []
  /// Every session the scenarios ran, for tests that read all they wrote.
  let sessions = SessionLog()

  func runAll() throws {
    try commandLines()
    try hintsAndList()
    try checkOutcomes()
    try buildsAndMissingFiles()
    try everythingPassed()
    try resets()
    try reports()
    try lessonPage()
    sentencesOnlyAProcessOrAFaultWrites()
    verdictsNoWrongFixReaches()
  }

  private func session(
    _ package: borrowing ScratchPackage, _ launcher: ScriptedLauncher = Self.launcher(), answer: String? = nil,
    terminal: Bool = false
  ) -> CoachSession {
    let session = CoachSession(
      root: package.root, launcher: launcher, answer: answer, terminal: terminal, translator: translator,
      options: options)
    sessions.add(session)
    return session
  }

  /// A launcher whose checks fail with a real verdict, until a scenario says otherwise.
  private static func launcher() -> ScriptedLauncher {
    let launcher = ScriptedLauncher()
    for exercise in ExerciseCatalog.all { launcher.outcomes[exercise.number] = .failed([Words.Scene.noPlusButton]) }
    return launcher
  }

  private func commandLines() throws {
    let package = try ScratchPackage()
    let coach = session(package)
    for arguments in [
      ["--help"], ["9"], ["--bogus"], ["1", "2"], ["--reset"], ["--hint", "--watch"], ["--lang", "xx"], ["--lang"],
    ] {
      _ = coach.coach.run(arguments + options)
    }
  }

  private func hintsAndList() throws {
    let package = try ScratchPackage()
    let coach = session(package)
    _ = coach.run()
    for exercise in ExerciseCatalog.all {
      for _ in exercise.hints { _ = coach.run("--hint", String(exercise.number)) }
    }
    let one = try ScratchPackage()
    let fresh = session(one)
    _ = fresh.run("--hint", "1")
    _ = fresh.run()
  }

  private func checkOutcomes() throws {
    let package = try ScratchPackage()
    let launcher = Self.launcher()
    let coach = session(package, launcher)
    let delegate = WrongFix.strongBoth
    launcher.outcomes = [
      1: .failed([delegate.verdict] + (delegate.explanation.map { [$0] } ?? [])),
      2: .passed,
      3: .crashed(reason: "Fatal error: Unexpectedly found nil", step: Words.Scene.stepTwoWindows),
      4: .crashed(
        reason: "Fatal error: Attempted to read an unowned reference but object 0x1 was already deallocated",
        step: Words.Delegate.stepClose, site: "Sources/YourWork/Exercises/Exercise4.swift:31, in f()",
        meaning: Words.Delegate.unownedMeaning),
      5: .crashed(
        reason: CoachText.Check.stoppedBySignal(4), step: nil, site: "Sources/YourWork/Exercises/Exercise5.swift:9"),
      6: .stopped(.processorTime(seconds: 10), step: Words.Delegate.stepBack),
      7: .stopped(.waiting(seconds: 10), step: nil),
      8: .couldNotRun(CoachText.Check.couldNotStartRunner("No such file or directory")),
    ]
    launcher.printed = ["what the learner printed"]
    for number in 1...8 { _ = coach.run(String(number)) }
    launcher.outcomes[4] = .crashed(
      reason: CoachText.Check.exitedEarly(3), step: nil, site: nil,
      meaning: Words.Delegate.unownedMeaning)
    launcher.outcomes[5] = .crashed(reason: CoachText.Check.stoppedBySignal(11), step: nil)
    launcher.outcomes[6] = .interrupted
    launcher.outcomes[7] = .untrustedReport
    for number in [4, 5, 6, 7] { _ = coach.run(String(number)) }
    for (number, limit) in [
      (6, CheckLimit.processorTime(seconds: 10)), (6, .waiting(seconds: 10)), (6, .wallClock(seconds: 120)),
    ] {
      for step in [Words.Delegate.stepBack, nil] {
        launcher.outcomes[number] = .stopped(limit, step: step)
        _ = coach.run(String(number))
      }
    }
    // Every hint seen: the verdict then says to read them again.
    for _ in 0..<3 { _ = coach.run("--hint", "1") }
    _ = coach.run("1")
    _ = coach.run()
  }

  private func buildsAndMissingFiles() throws {
    let package = try ScratchPackage()
    let launcher = Self.launcher()
    launcher.isFirstBuild = true
    launcher.buildSteps = (1...40).map { BuildStep(done: $0, total: 40) }
    _ = session(package, launcher).run("1")
    _ = session(package, launcher, terminal: true).run("1")
    launcher.isFirstBuild = false
    launcher.buildSteps = []
    let coach = session(package, launcher)
    let own = CompilerError(file: "Sources/YourWork/Exercises/Exercise1.swift", line: 3, message: "error: x")
    let other = CompilerError(file: "Sources/YourWork/Exercises/Exercise2.swift", line: 5, message: "error: y")
    launcher.buildOutcome = .failed([], output: "error: input file 'Exercise1.swift' was modified during the build")
    _ = coach.run("1")
    for errors in [[own], [other], [own, other], []] {
      launcher.buildOutcome = .failed(errors, output: "error: the build said no")
      _ = coach.run("1")
    }
    launcher.buildOutcome = .interrupted
    _ = coach.run("1")
    launcher.buildOutcome = .built
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("Sources/YourWork/Exercises/Exercise5.swift"))
    _ = coach.run("5")
    _ = coach.run("3")
    _ = coach.run("--hint", "5")
    _ = coach.run()
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("Sources/YourWork/Exercises/Exercise6.swift"))
    _ = coach.run("3")
  }

  private func everythingPassed() throws {
    let package = try ScratchPackage()
    let launcher = Self.launcher()
    for number in 1...8 { launcher.outcomes[number] = .passed }
    let coach = session(package, launcher)
    for number in 1...8 { _ = coach.run(String(number)) }
    _ = coach.run()
    // Progress from before the Coach recorded which file it checked: passed once.
    let older = try ScratchPackage()
    var progress = CoachProgress()
    progress[1].passed = true
    progress[2].lastCheck = CoachProgress.LastCheck(fingerprint: "old", passed: false)
    _ = ProgressStore(root: older.root).save(progress)
    _ = session(older).run()
    // Every exercise passed once, then some fail as they are now and some changed since.
    for failing in [[], [5], [5, 6]] {
      for changed in [[], [3], [3, 4]] where !(failing + changed).isEmpty {
        try allPassedOnce(failing: failing, changed: changed)
      }
    }
  }

  private func allPassedOnce(failing: [Int], changed: [Int]) throws {
    let package = try ScratchPackage()
    let launcher = Self.launcher()
    for number in 1...8 { launcher.outcomes[number] = .passed }
    let coach = session(package, launcher)
    for number in 1...8 { _ = coach.run(String(number)) }
    for number in failing {
      launcher.outcomes[number] = .failed([Words.Scene.noPlusButton])
      _ = coach.run(String(number))
    }
    for number in changed {
      try package.write("// changed\n", to: "Sources/YourWork/Exercises/Exercise\(number).swift")
    }
    _ = coach.run()
  }

  private func lessonPage() throws {
    let package = try ScratchPackage()
    for folder in ["Lessons", "Lessons/ko"] {
      try FileManager.default.createDirectory(
        at: package.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try package.write("# 1\n", to: "Lessons/ko/01-member-editing.md")
    try package.write("# 2\n", to: "Lessons/02-two-composers.md")
    _ = session(package).run("--hint", "1")
    _ = session(package).run("--hint", "2")
  }

  private func resets() throws {
    let package = try ScratchPackage()
    try package.write("// mine\n", to: "Sources/YourWork/Exercises/Exercise1.swift")
    _ = session(package, answer: "n").run("--reset", "1")
    _ = session(package, answer: "y").run("--reset", "1")
    _ = session(package).run("--reset", "1")
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("Sources/Tools/ExerciseChecks/Starters/Exercise2.swift"))
    _ = session(package).run("--reset", "2", "--yes")
    _ = session(package).run()
  }

  private func reports() throws {
    let package = try ScratchPackage()
    let launcher = Self.launcher()
    launcher.outcomes[1] = .passed
    _ = session(package, launcher).run("1")
    _ = session(package, launcher).run("--report")
    _ = session(package, launcher).run("--report", "--json")
    try FileManager.default.removeItem(at: package.root.appendingPathComponent(ProgressReport.markdownFile))
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(ProgressReport.markdownFile + "/in-the-way"),
      withIntermediateDirectories: true)
    _ = session(package, launcher).run("--report")
  }

  /// What the watch, a signal, or a damaged progress file makes the Coach say: their own
  /// tests start the Coach as a program; here the same sentences go through the translator.
  private func sentencesOnlyAProcessOrAFaultWrites() {
    let fallback = "/tmp/delegationlab-progress"
    let problem = FileProblem(description: "Permission denied")
    let sentences = [
      CoachText.notInPackage, CoachText.stopped,
      CoachText.Watch.watching(3), CoachText.Watch.allPass(8), CoachText.Watch.stopped,
      CoachText.Progress.folderInTheWay(fallback), CoachText.Progress.cannotRead(problem, fallback: fallback),
      CoachText.Progress.cannotWrite(problem, fallback: fallback), CoachText.Progress.notOverwritten(fallback),
      CoachText.Progress.setAside(".delegationlab-progress.json.unreadable"),
      CoachText.Progress.couldNotSetAside(fallback),
      CoachText.Progress.entriesDropped([2], copy: nil), CoachText.Progress.entriesDropped([2, 3], copy: nil),
      CoachText.Progress.entriesDropped([2], copy: ".delegationlab-progress.json.unreadable"),
      CoachText.Progress.entriesDropped([2, 3], copy: ".delegationlab-progress.json.unreadable"),
      CoachText.Reset.done(1, backup: nil),
      CoachText.Progress.keptNowhere(problem),
      CoachText.Progress.notAFile(CoachText.Progress.link), CoachText.Progress.notAFile(CoachText.Progress.fifo),
      CoachText.Progress.notAFile(CoachText.Progress.device), CoachText.Progress.notAFile(CoachText.Progress.socket),
      CoachText.Reset.couldNotKeep(problem),
      CoachText.Reset.couldNotWrite("Sources/YourWork/Exercises/Exercise1.swift", problem),
      CoachText.Check.couldNotRun(1, CoachText.Check.couldNotStartBuild("No such file or directory")),
    ]
    for sentence in sentences { _ = translator.line(sentence) }
  }

  /// Verdicts and steps that no wrong fix in WrongFixes reaches (the learner's screens
  /// misbehaving in ways no listed fix does), written as the checks would write them.
  private func verdictsNoWrongFixReaches() {
    let kim = Member(name: "Kim Minji", age: 28)
    let park = Member(name: "Park Jisoo", age: 25)
    let lee = Member(name: "Lee Dana", age: 31)
    var lines: [String] = [
      Words.Scene.plusPushedNothing, Words.Scene.plusPushed("ValueScreen"),
      Words.Scene.stillOnDetail(after: Words.Scene.savedKim), Words.Delegate.saveHint,
      Words.Scene.listHolds(after: Words.Scene.savedKim, [], not: [kim]),
      Words.Lifetime.stillAlive(["MemberListScreen"], after: Words.Scene.momentListGone),
      Words.Lifetime.stillAlive(["MemberDetailScreen"], after: Words.Scene.momentLateSaveDone),
      Words.Composers.notAValueView, Words.Composers.presentedNothing(.title),
      Words.Composers.presentedNothing(.subtitle),
      Words.Composers.stillUp(after: Words.Composers.action(.title, typed: "Club night")),
      Words.Composers.stillUp(after: Words.Composers.action(.title, typed: nil)),
      Words.Composers.composersAlive(["ComposeScreen"]),
      Words.Composers.composersAlive(["ComposeScreen", "ComposeScreen"]),
      Words.Composers.composersAliveHint, Words.Composers.closeHint,
      Words.OptionalMethod.newNameHint, Words.OptionalMethod.joinLogStayed, Words.OptionalMethod.closeHint,
      Words.OptionalMethod.noForm(Words.OptionalMethod.Refuser.stranger.name), Words.OptionalMethod.noForm("JoinLog"),
      Words.Scene.listHolds(after: Words.OptionalMethod.savedPark, [kim], not: [kim, park]),
      Words.Scene.listHolds(after: Words.Closure.saved(kim), [], not: [kim]),
      Words.Closure.stepSave(kim), Words.Notification.closeHint,
      Words.Lifetime.stillAlive(["MemberListScreen"], after: Words.Notification.bothClosed),
      Words.Coordinator.backHint, Words.Coordinator.closeHint,
      Words.Lifetime.stillAlive(
        ["MemberListScreen (first window)", "MemberListScreen (second window)"], after: Words.Notification.bothClosed),
      Words.Lifetime.stillAlive(
        ["BuyCoordinator (first)", "BuyScreen (second)"], after: Words.Coordinator.closedWithTwo),
      Words.Lifetime.stillAlive(["BuyCoordinator", "BuyScreen"], after: Words.Coordinator.after(.done)),
      Words.Composers.composersAlive(["ComposeScreen (title)", "ComposeScreen (subtitle)"]),
      Words.Lifetime.blindSpots(["MemberDetailScreen.onSave (a closure)", "MemberListScreen.listening (a task)"]),
    ]
    lines += Words.Composers.nothingArrived(.title) + Words.Composers.landedInBoth(.title)
    lines += Words.Composers.landedInBoth(.subtitle) + Words.Composers.wrongValue(.title, expected: "Club night")
    lines += Words.Composers.wrongValue(.subtitle, expected: "Seoul trip")
    lines += Words.Composers.otherRowChanged(.title, expected: "(none)")
    lines += Words.Composers.otherRowChanged(.subtitle, expected: "(none)")
    lines += Words.OptionalMethod.joinLogRefused([]) + Words.OptionalMethod.refuserSilent(.fullClub)
    lines += Words.OptionalMethod.refuserSilent(.stranger)
    lines += Words.Notification.heardOtherWindow(after: Words.Notification.savedLee, .first, [park])
    lines += Words.Notification.heardNeverOpened(after: Words.Notification.savedJung, .first, [park])
    lines += [
      Words.Scene.reachedOtherList(after: Words.Scene.savedLee, .first, [lee]), Words.Closure.otherListHint,
      Words.Scene.listHolds(after: Words.Scene.savedLee, [], not: [lee]),
    ]
    lines += Words.Notification.couldNotReuse(tries: AddressReuse.tries)
    for window in [Words.Notification.Window.first, .second] {
      lines += Words.Notification.detailAlive(after: Words.Notification.savedIn(window))
      lines += Words.Notification.detailAlive(after: Words.Notification.leftWithBack(window))
    }
    lines += Words.Stream.neverRead + Words.Stream.wrongMembers([park]) + Words.Stream.streamStillHeld
    lines += Words.Observation.rosterStillHeld
    lines += Words.Coordinator.childrenLeft(1, after: .back) + Words.Coordinator.wrongOneRemoved(by: .back)
    lines += Words.Coordinator.childrenLeft(1, after: .done) + Words.Coordinator.wrongOneRemoved(by: .done)
    lines += Words.Coordinator.noneRemoved(by: .done) + [Words.Coordinator.noDone]
    lines += Words.Coordinator.afterBuy(children: 1, stack: ["HomeScreen"], expected: 2)
    lines += Words.Coordinator.afterBuy(children: 0, stack: [], expected: 1)
    lines += Words.Observation.rowsWrong(after: .opened, shown: [], expected: [kim], read: true)
    lines += Words.Observation.rowsWrong(after: .opened, shown: [], expected: [kim], read: false)
    lines += Words.Observation.rowsWrong(
      after: .joined(park), shown: ["Kim Minji, 28"], expected: [kim, park], read: true)
    for line in lines { _ = translator.line("  " + line) }
    let steps = [
      Words.Composers.step(.title, typed: nil), Words.Coordinator.after(.back), Words.Coordinator.after(.done),
      Words.Composers.action(.subtitle, typed: nil),
    ]
    for step in steps { _ = translator.phrase(step) }
  }
}

/// The sessions a run of the scenarios made.
@MainActor
final class SessionLog {
  private(set) var all: [CoachSession] = []

  func add(_ session: CoachSession) {
    all.append(session)
  }

  /// Every line the sessions wrote, on standard output and standard error.
  var lines: [String] { all.flatMap { $0.lines + $0.errors } }
}

/// Every line the checks write as they run: on the solutions, and on each wrong fix.
@MainActor
enum CheckLines {
  static func all() async throws -> [String] {
    var lines: [String] = []
    for exercise in ExerciseCatalog.all {
      lines += await CheckRuns.solution(exercise.number)?.lines ?? []
    }
    for fix in WrongFix.allCases where !fix.traps {
      lines += await CheckRuns.record(of: fix).lines
    }
    for fix in WrongFix.allCases where fix.traps { lines += try await reported(fix) }
    return lines
  }

  /// The lines a wrong fix that traps writes before it traps, in a child process.
  private static func reported(_ fix: WrongFix) async throws -> [String] {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardOutputContent]) { [fix] in
      await fix.runReporting()
    }
    return String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
