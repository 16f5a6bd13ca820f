// `swift run Coach` with no argument: every exercise, whether its file as it is now has
// passed, and the next one to do.
import ExerciseChecks
import Foundation

/// Where an exercise stands, judged on its file as it is now.
enum ExerciseState: Equatable {
  /// The file is not there.
  case missing
  /// Never checked.
  case toDo(hints: Int)
  /// The file as it is now passed its last check.
  case passes
  /// The file as it is now did not pass its last check.
  case notYet(hints: Int)
  /// It passed once, before the Coach kept a record of which file it checked.
  case passedOnce
  /// It passed once; the file changed since its last check.
  case passedThenChanged
  /// It never passed; the file changed since its last check.
  case changedSinceCheck
}

extension Coach {
  /// The state of `exercise`, from `progress` and its file now.
  func state(of exercise: Exercise, in progress: CoachProgress) -> ExerciseState {
    let file = ExerciseFile(exercise: exercise, root: root)
    guard file.exists else { return .missing }
    let entry = progress[exercise.number]
    guard let last = entry.lastCheck else {
      return entry.passed ? .passedOnce : .toDo(hints: entry.hintsShown)
    }
    guard last.fingerprint == file.fingerprint else { return entry.passed ? .passedThenChanged : .changedSinceCheck }
    return last.passed ? .passes : .notYet(hints: entry.hintsShown)
  }

  func list() -> Int32 {
    let progress = loadProgress()
    write(CoachText.List.header)
    write("")
    for exercise in ExerciseCatalog.all {
      let (mark, text) = describe(state(of: exercise, in: progress), number: exercise.number)
      // Title and state are translated on their own, so that the row is laid out in the learner's language.
      let title = translator.phrase(exercise.title)
      echo(
        suggesting(
          CoachText.List.row(mark: mark, number: exercise.number, title: title, state: translator.phrase(text))))
    }
    write("")
    guard let next = nextExercise(progress) else {
      write(doneMessage(progress))
      return 0
    }
    let passed = ExerciseCatalog.all.filter { progress[$0.number].passed }.count
    write(CoachText.List.summary(passed: passed, total: ExerciseCatalog.all.count, next: next))
    describe(next)
    write("")
    write(CoachText.List.checkIt(next.number))
    if FileManager.default.fileExists(atPath: root.appendingPathComponent(Self.backupsFolder).path) {
      write(CoachText.List.backups)
    }
    return 0
  }

  private func describe(_ state: ExerciseState, number: Int) -> (String, String) {
    switch state {
    case .missing: ("!", CoachText.List.missing(number))
    case .toDo(let hints): ("·", CoachText.List.toDo(hints: hints))
    case .passes: ("✓", CoachText.List.passes)
    case .notYet(let hints): ("✗", CoachText.List.notYet(hints: hints))
    case .passedOnce: ("✓", CoachText.List.passedOnce)
    case .passedThenChanged: ("~", CoachText.List.passedThenChanged)
    case .changedSinceCheck: ("~", CoachText.List.changedSinceCheck)
    }
  }

  /// Prints the task of `exercise`, and its lesson page when the page is there.
  func describe(_ exercise: Exercise) {
    for line in translator.paragraph(exercise.task, width: 86) { echo("  " + line) }
    // The page in the Coach's language when there is one (Lessons/ko/…), the English page otherwise.
    let folders =
      translator.language == .english ? ["Lessons"] : ["Lessons/\(translator.language.rawValue)", "Lessons"]
    for folder in folders {
      let pages = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
      let prefix = folder + "/" + exercise.lessonPagePrefix.dropFirst("Lessons/".count)
      let paths = pages.sorted().map { folder + "/" + $0 }
      if let page = paths.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(".md") }) {
        write(CoachText.List.lesson(page))
        return
      }
    }
  }

  /// The closing words once every exercise has passed: done, or which to check again.
  func doneMessage(_ progress: CoachProgress) -> String {
    var failing: [Int] = []
    var changed: [Int] = []
    for exercise in ExerciseCatalog.all {
      switch state(of: exercise, in: progress) {
      case .passes: continue
      case .notYet, .toDo, .missing: failing.append(exercise.number)
      case .passedOnce, .passedThenChanged, .changedSinceCheck: changed.append(exercise.number)
      }
    }
    let total = ExerciseCatalog.all.count
    guard failing.isEmpty, changed.isEmpty else {
      return CoachText.List.allPassedOnce(total, changed: changed, failing: failing)
    }
    return CoachText.List.allPass(total)
  }
}
