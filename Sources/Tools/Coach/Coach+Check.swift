// `swift run Coach N`: build, run the check in its own process, print the verdict, and
// remember the result together with the fingerprint of the file it was about.
import ExerciseChecks
import Foundation
import LeakCheck

extension Coach {
  /// Builds and checks one exercise, prints the verdict, and records the result.
  @discardableResult
  func check(_ number: Int) -> Bool {
    guard let exercise = ExerciseCatalog.exercise(number) else { return false }
    write(CoachText.Check.checking(exercise))
    guard allFilesThere(for: exercise) else { return false }
    let lock = BuildLock.forChecks(in: root)
    defer { lock?.unlock() }
    let fingerprint = ExerciseFile(exercise: exercise, root: root).fingerprint
    guard build(for: exercise) else { return false }
    let run = launcher.check(number, solution: false)
    if !run.printed.isEmpty {
      write(CoachText.Check.printed)
      for line in run.printed.suffix(20) { echo(CoachText.Check.printedLine(line)) }
    }
    var progress = loadProgress()
    let passed = run.outcome == .passed
    if run.outcome != .interrupted, let fingerprint {
      progress[number].record(passed: passed, fingerprint: fingerprint, at: Date())
      saveProgress(progress)
    }
    report(run.outcome, of: exercise, progress)
    return passed
  }

  /// Says which exercise files are missing, if any: every exercise is built together.
  private func allFilesThere(for exercise: Exercise) -> Bool {
    let missing = ExerciseCatalog.all.filter { !ExerciseFile(exercise: $0, root: root).exists }
    guard !missing.isEmpty else { return true }
    if missing.map(\.number) == [exercise.number] {
      write(CoachText.Check.missing(exercise))
    } else {
      for line in CoachText.Check.otherMissing(exercise, missing: missing) { write(line) }
    }
    return false
  }

  /// Builds the exercises, showing how far the build has got when it is a long one.
  private func build(for exercise: Exercise) -> Bool {
    if launcher.isFirstBuild { write(CoachText.Check.firstBuild) }
    let display = BuildDisplay(write: write, rewriteLine: rewriteLine)
    let outcome = launcher.build { display.show($0) }
    display.end()
    switch outcome {
    case .built:
      return true
    case .interrupted:
      write(CoachText.stopped)
      return false
    case .failed(let errors, let output):
      reportBuildFailure(exercise, errors: errors, output: output)
      return false
    }
  }

  private func report(_ outcome: CheckRun.Outcome, of exercise: Exercise, _ progress: CoachProgress) {
    let number = exercise.number
    switch outcome {
    case .passed:
      write(CoachText.Check.passes(number))
      write(CoachText.Check.compare(exercise))
      if let next = nextExercise(progress) {
        write(CoachText.Check.next(next))
      } else {
        write(doneMessage(progress))
      }
    case .failed(let problems):
      write(CoachText.Check.notYet(number))
      for (index, line) in problems.enumerated() { write(CoachText.Check.verdictLine(line, first: index == 0)) }
      offerHint(exercise, progress[number])
    case .crashed(let reason, _, let site, let meaning) where !meaning.isEmpty:
      // A trap the check foresaw: the verdict says what it means, and the runtime's words follow.
      write(CoachText.Check.notYet(number))
      for (index, line) in meaning.enumerated() { write(CoachText.Check.verdictLine(line, first: index == 0)) }
      write(CoachText.Check.stoppedIt(reason, site: site))
      offerHint(exercise, progress[number])
    case .crashed(let reason, let step, let site, _):
      write(CoachText.Check.crashed(number, reason))
      write(site.map(CoachText.Check.crashedAt) ?? CoachText.Check.crashedIn(exercise.workspacePath))
      if let step { write(CoachText.Check.wasTrying(step)) }
      write(CoachText.Check.coachIsFine(number))
    case .stopped(let limit, let step):
      write(CoachText.Check.stopped(number, by: limit, step: step))
      write(CoachText.Check.stoppedWhy(limit, path: exercise.workspacePath))
    case .untrustedReport:
      write(CoachText.Check.untrusted(number))
      write(CoachText.Check.untrustedWhy)
    case .interrupted:
      write(CoachText.stopped)
    case .couldNotRun(let reason):
      write(CoachText.Check.couldNotRun(number, reason))
    }
  }

  func reportBuildFailure(_ exercise: Exercise, errors: [CompilerError], output: String) {
    let own = errors.filter { $0.file == exercise.workspacePath }
    let others = Set(errors.map(\.file)).subtracting([exercise.workspacePath]).sorted()
    if errors.isEmpty, output.contains("was modified during the build") {
      write(CoachText.Check.changedDuringBuild(exercise.number))
      return
    }
    if errors.isEmpty {
      write(CoachText.Check.doNotBuild)
      for line in output.split(separator: "\n").suffix(15) { echo(CoachText.Check.buildLine(String(line))) }
      return
    }
    write(CoachText.Check.cannotBeChecked(exercise.number))
    for error in (own.isEmpty ? errors : own).prefix(8) { echo(CoachText.Check.compilerError(error.description)) }
    if !others.isEmpty, !own.isEmpty {
      write(CoachText.Check.errorsElsewhere(others))
    }
    if let other = others.first, own.isEmpty {
      write(CoachText.Check.mustCompileFirst(other))
      if let number = ExerciseCatalog.all.first(where: { $0.workspacePath == other })?.number {
        write(CoachText.Check.orReset(number))
      }
    }
  }

  func offerHint(_ exercise: Exercise, _ entry: CoachProgress.Entry) {
    if entry.hintsShown < exercise.hints.count {
      write(CoachText.Check.stuck(exercise, next: entry.hintsShown + 1))
    } else {
      write(CoachText.Check.allHintsSeen(exercise.number))
    }
  }
}

/// The progress of a long build: one line rewritten on a terminal, a few lines otherwise.
///
/// Short builds (an edited exercise: a handful of steps) show nothing.
final class BuildDisplay: @unchecked Sendable {
  private struct Shown {
    var quarter = 0
    var rewrote = false
  }

  private let write: (String) -> Void
  private let rewriteLine: (@Sendable (String) -> Void)?
  private let shown = Locked(Shown())

  /// The fewest steps a build must have before its progress is shown.
  static let threshold = 20

  init(write: @escaping (String) -> Void, rewriteLine: (@Sendable (String) -> Void)?) {
    self.write = write
    self.rewriteLine = rewriteLine
  }

  /// Shows `step`: every step on a terminal, each quarter of the build otherwise.
  func show(_ step: BuildStep) {
    guard step.total >= Self.threshold else { return }
    shown.withLock { shown in
      if let rewriteLine {
        rewriteLine(CoachText.Check.building(step))
        shown.rewrote = true
      } else if step.percent / 25 > shown.quarter {
        shown.quarter = step.percent / 25
        write(CoachText.Check.building(step))
      }
    }
  }

  /// Clears the rewritten line, so that what follows starts on a clean one.
  func end() {
    shown.withLock { shown in
      if shown.rewrote { rewriteLine?("") }
    }
  }
}
