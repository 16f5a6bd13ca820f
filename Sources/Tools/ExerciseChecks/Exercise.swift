// An exercise is a small wrong program in Sources/YourWork/Exercises, one per lesson, and the
// words around it: what to do, hints from gentle to explicit, and where to look after.

/// One exercise: the lesson it practises, the task, and its hints from first to last.
package struct Exercise: Sendable, Identifiable {
  /// The exercise's number, the same as its lesson's.
  package let number: Int
  /// A short title, such as "The delegate that holds on".
  package let title: String
  /// What to do, in a few lines.
  package let task: [String]
  /// The hints, each one saying more than the one before.
  package let hints: [String]

  /// Creates an exercise.
  package init(number: Int, title: String, task: [String], hints: [String]) {
    self.number = number
    self.title = title
    self.task = task
    self.hints = hints
  }

  package var id: Int { number }

  /// The start of the lesson page's path, relative to the package root: `Lessons/03-`.
  package var lessonPagePrefix: String { "Lessons/" + (number < 10 ? "0" : "") + "\(number)-" }

  /// The learner's file, relative to the package root.
  package var workspacePath: String { "Sources/YourWork/Exercises/Exercise\(number).swift" }
  /// The untouched starter that `--reset` restores, relative to the package root.
  package var starterPath: String { "Sources/Tools/ExerciseChecks/Starters/Exercise\(number).swift" }
  /// The reference solution, shown only once the exercise passes.
  package var solutionPath: String { "Sources/Tools/ExerciseSolutions/Exercise\(number).swift" }
}
