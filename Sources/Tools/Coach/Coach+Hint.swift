// `--hint N`: the hints seen so far and one more. The count is remembered even when the
// progress file cannot be written (see ProgressStore), so each call says one thing more.
import ExerciseChecks

extension Coach {
  /// Shows the hints seen so far and one more, and remembers it.
  func hint(_ number: Int) -> Int32 {
    guard let exercise = ExerciseCatalog.exercise(number) else { return Self.usageExitCode }
    var progress = loadProgress()
    let shown = min(progress[number].hintsShown + 1, exercise.hints.count)
    progress[number].hintsShown = shown
    saveProgress(progress)
    write(CoachText.Hint.heading(exercise))
    describe(exercise)
    if !ExerciseFile(exercise: exercise, root: root).exists { write(CoachText.Check.missing(exercise)) }
    write("")
    for (index, text) in exercise.hints.prefix(shown).enumerated() {
      write(CoachText.Hint.hint(index + 1, of: exercise.hints.count, text))
    }
    write("")
    write(shown < exercise.hints.count ? CoachText.Hint.another(number) : CoachText.Hint.last(number))
    return 0
  }
}
