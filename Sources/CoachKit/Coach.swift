// The Coach: the loop of a learner doing exercises. It lists progress, checks one
// exercise, gives hints one at a time, re-checks on save, and puts starters back. It
// never links the learner's code (see CheckLauncher), so it survives any bug in it.
import ExerciseChecks
import Foundation

/// The exercise coach behind `swift run Coach`.
public struct Coach {
  /// The exit status for a command-line misuse, as in BSD's `sysexits.h`.
  public static let usageExitCode: Int32 = 64

  let root: URL
  let launcher: any CheckLauncher
  let write: (String) -> Void
  let writeError: (String) -> Void
  let readAnswer: () -> String?

  init(
    root: URL, launcher: any CheckLauncher, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, readAnswer: @escaping () -> String?
  ) {
    self.root = root
    self.launcher = launcher
    self.write = write
    self.writeError = writeError
    self.readAnswer = readAnswer
  }

  /// Runs the Coach with the process's arguments, in the package around the current folder, then exits.
  public static func main() -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let error: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    guard let root = packageRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
      error("Coach: run me inside the DelegationLab folder (the one with Package.swift and Sources/Exercises).")
      exit(usageExitCode)
    }
    let coach = Coach(
      root: root, launcher: SwiftPMLauncher(root: root),
      // Unbuffered, so that each line shows at once, also through a pipe (--watch is read live).
      write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }, writeError: error,
      readAnswer: { readLine() })
    exit(coach.run(arguments))
  }

  /// The nearest folder at or above `folder` that holds Package.swift and Sources/Exercises.
  static func packageRoot(from folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while true {
      let manifest = candidate.appendingPathComponent("Package.swift").path
      let exercises = candidate.appendingPathComponent("Sources/Exercises").path
      if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: exercises) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path else { return nil }
      candidate = parent
    }
  }

  /// Runs one command line and returns the exit status: 0 done or passed, 1 not passed, 64 misuse.
  func run(_ arguments: [String]) -> Int32 {
    let command: CoachCommand
    do {
      command = try CoachCommand.parse(arguments)
    } catch {
      writeError("Coach: \(error)")
      return Self.usageExitCode
    }
    switch command {
    case .help:
      write(CoachCommand.usage)
      return 0
    case .list:
      return list()
    case .check(let number):
      return check(number) ? 0 : 1
    case .hint(let number):
      return hint(number ?? nextExercise()?.number ?? ExerciseCatalog.all[0].number)
    case .watch(let number):
      return watch(number)
    case .reset(let number, let confirmed):
      return reset(number, confirmed: confirmed)
    case .verifyStartersFail:
      return verifyStartersFail()
    }
  }

  // MARK: Progress

  var progressURL: URL { root.appendingPathComponent(CoachProgress.fileName) }

  func loadProgress() -> CoachProgress {
    let (progress, warning) = CoachProgress.load(from: progressURL)
    if let warning { writeError("Coach: \(warning)") }
    return progress
  }

  func saveProgress(_ progress: CoachProgress) {
    do {
      try progress.save(to: progressURL)
    } catch {
      writeError("Coach: could not save progress to \(CoachProgress.fileName): \(error)")
    }
  }

  /// The first exercise that has never passed, in order.
  func nextExercise(_ progress: CoachProgress? = nil) -> Exercise? {
    let progress = progress ?? loadProgress()
    return ExerciseCatalog.all.first { !progress[$0.number].passed }
  }

  // MARK: List

  func list() -> Int32 {
    let progress = loadProgress()
    write("DelegationLab exercises: one per lesson, in Sources/Exercises")
    write("")
    for exercise in ExerciseCatalog.all {
      let entry = progress[exercise.number]
      let mark = entry.passed ? "✓" : "·"
      let state =
        entry.passed
        ? (entry.failingNow ? "passed (failing now)" : "passed")
        : entry.hintsShown > 0 ? "\(entry.hintsShown) hint(s) seen" : "to do"
      let title = "\(exercise.number). \(exercise.title)".padding(toLength: 56, withPad: " ", startingAt: 0)
      write("  \(mark) \(title) \(state)")
    }
    write("")
    guard let next = nextExercise(progress) else {
      write(doneMessage(progress))
      return 0
    }
    let passed = ExerciseCatalog.all.filter { progress[$0.number].passed }.count
    write("\(passed) of \(ExerciseCatalog.all.count) passed. Next: exercise \(next.number), \(next.workspacePath)")
    describe(next)
    write("")
    write("Check it with `swift run Coach \(next.number)`, or `swift run Coach --watch` while you edit.")
    return 0
  }

  func describe(_ exercise: Exercise) {
    for line in exercise.task { write("  " + line) }
    let pages =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Lessons").path)) ?? []
    let paths = pages.sorted().map { "Lessons/" + $0 }
    if let page = paths.first(where: { $0.hasPrefix(exercise.lessonPagePrefix) && $0.hasSuffix(".md") }) {
      write("  Lesson: \(page)")
    }
  }

  /// The closing words once every exercise has passed, naming any that fail again since.
  func doneMessage(_ progress: CoachProgress) -> String {
    let failing = ExerciseCatalog.all.filter { progress[$0.number].failingNow }.map(\.number)
    guard failing.isEmpty else {
      let numbers = failing.map(String.init).joined(separator: ", ")
      return "All \(ExerciseCatalog.all.count) exercises have passed once; "
        + (failing.count == 1 ? "exercise \(numbers) fails now" : "exercises \(numbers) fail now")
        + ": check again with swift run Coach \(failing[0])."
    }
    return "All \(ExerciseCatalog.all.count) exercises pass. Done: you have fixed a leak or a lost message "
      + "with every mechanism in the course."
  }

  // MARK: Check

  /// Builds and checks one exercise, prints the verdict, and records the result.
  @discardableResult
  func check(_ number: Int) -> Bool {
    guard let exercise = ExerciseCatalog.exercise(number) else { return false }
    write("Checking exercise \(number) · \(exercise.title)")
    if launcher.isFirstBuild { write("  Building the exercises for the first time: this takes a minute or two.") }
    switch launcher.build() {
    case .built:
      break
    case .failed(let errors, let output):
      guard !ChildProcess.interrupted.load(ordering: .relaxed) else { return false }
      reportBuildFailure(exercise, errors: errors, output: output)
      return false
    }
    let run = launcher.check(number, solution: false)
    if !run.printed.isEmpty {
      write("  Your code printed:")
      for line in run.printed.suffix(20) { write("    | \(line)") }
    }
    var progress = loadProgress()
    let passed = run.outcome == .passed
    if run.outcome != .interrupted {
      // Passing once is kept: a later wrong variant shows as "failing now", not as "to do".
      progress[number].passed = progress[number].passed || passed
      progress[number].failingNow = !passed
      saveProgress(progress)
    }
    switch run.outcome {
    case .passed:
      write("✓ Exercise \(number) passes.")
      write("  Compare with the reference solution: \(exercise.solutionPath)")
      if let next = nextExercise(progress) {
        write("  Next: exercise \(next.number), \(next.title): swift run Coach \(next.number)")
      } else {
        write(doneMessage(progress))
      }
    case .failed(let problems):
      write("✗ Exercise \(number): not yet.")
      for (index, line) in problems.enumerated() { write((index == 0 ? "  " : "    ") + line) }
      offerHint(exercise, progress[number])
    case .crashed(let reason, let step, let site):
      write("✗ Exercise \(number) crashed: \(reason)")
      if let site {
        write("  Your code stopped the program at \(site): look there first.")
      } else {
        write("  Your code stopped the program, somewhere in \(exercise.workspacePath).")
      }
      if let step { write("  The check was trying to: \(step).") }
      write("  The Coach is fine. To see the whole backtrace, run the check alone: swift run ExerciseRunner \(number)")
    case .timedOut(let seconds, let step):
      write("✗ Exercise \(number) timed out after \(seconds) s" + (step.map { ", while trying to: \($0)." } ?? "."))
      write("  Something in \(exercise.workspacePath) waits forever or loops; the check was stopped.")
    case .interrupted:
      write("Stopped.")
    case .couldNotRun(let reason):
      write("✗ Exercise \(number) could not be checked: \(reason)")
    }
    return passed
  }

  func reportBuildFailure(_ exercise: Exercise, errors: [CompilerError], output: String) {
    let own = errors.filter { $0.file == exercise.workspacePath }
    let others = Set(errors.map(\.file)).subtracting([exercise.workspacePath]).sorted()
    if errors.isEmpty {
      write("✗ The exercises do not build. The build said:")
      for line in output.split(separator: "\n").suffix(15) { write("    \(line)") }
      return
    }
    write("✗ Exercise \(exercise.number) cannot be checked yet: the exercises do not compile.")
    for error in (own.isEmpty ? errors : own).prefix(8) { write("  \(error)") }
    if !others.isEmpty, !own.isEmpty {
      write("  There are errors in \(others.joined(separator: ", ")) too.")
    }
    if let other = others.first, own.isEmpty {
      write("  Every exercise is built together, so \(other) must compile first")
      if let number = ExerciseCatalog.all.first(where: { $0.workspacePath == other })?.number {
        write("  (or put its starter back: swift run Coach --reset \(number)).")
      }
    }
  }

  func offerHint(_ exercise: Exercise, _ entry: CoachProgress.Entry) {
    if entry.hintsShown < exercise.hints.count {
      write(
        "  Stuck? swift run Coach --hint \(exercise.number) (hint \(entry.hintsShown + 1) of \(exercise.hints.count))")
    } else {
      write("  You have seen every hint; read them again with swift run Coach --hint \(exercise.number).")
    }
  }

  // MARK: Hints

  /// Shows the hints seen so far and one more, and remembers it.
  func hint(_ number: Int) -> Int32 {
    guard let exercise = ExerciseCatalog.exercise(number) else { return Self.usageExitCode }
    var progress = loadProgress()
    let shown = min(progress[number].hintsShown + 1, exercise.hints.count)
    progress[number].hintsShown = shown
    saveProgress(progress)
    write("Exercise \(number) · \(exercise.title)")
    describe(exercise)
    write("")
    for (index, text) in exercise.hints.prefix(shown).enumerated() {
      write("  Hint \(index + 1) of \(exercise.hints.count): \(text)")
    }
    write("")
    write(
      shown < exercise.hints.count
        ? "Another hint: swift run Coach --hint \(number)"
        : "That was the last hint. Check it: swift run Coach \(number)")
    return 0
  }
}
