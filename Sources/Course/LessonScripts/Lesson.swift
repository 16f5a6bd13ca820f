import StageKit

/// One lesson's script: it drives real screens and narrates what they do.
///
/// A lesson writes two runs, the correct version and its deliberately wrong twin; `run` gives
/// each a fresh transcript for its screens to record into, after the lesson's heading.
@MainActor
package protocol Lesson {
  /// The lesson's number, which is also its executable's: `swift run Lesson1`.
  var number: Int { get }
  /// The title, as the course map shows it.
  var title: String { get }
  /// One or two sentences for `--help`.
  var summary: String { get }
  /// Flags this lesson adds to the shared ones.
  var extraFlags: [LessonOptions.Flag] { get }
  /// What `--mistake` shows, as `--help` says it.
  var mistakeHelp: String { get }

  /// Runs the correct version and returns whether every lifetime claim it made held.
  func runCorrect(_ narrator: Narrator, transcript: Transcript) async -> Bool
  /// Runs the deliberately wrong version and returns whether the run showed what it predicts.
  func runMistake(_ narrator: Narrator, transcript: Transcript) async -> Bool
  /// Runs the lesson as `options` ask and returns whether every claim it made held.
  func run(_ narrator: Narrator, options: LessonOptions) async -> Bool
}

extension Lesson {
  package var extraFlags: [LessonOptions.Flag] { [] }
  package var mistakeHelp: String { LessonOptions.leakMistakeHelp }

  /// Writes the heading, then runs the correct version or, with `--mistake`, the wrong one.
  package func run(_ narrator: Narrator, options: LessonOptions) async -> Bool {
    let transcript = Transcript()
    return await Transcript.$current.withValue(transcript) {
      narrator.heading(self)
      return options.mistake
        ? await runMistake(narrator, transcript: transcript) : await runCorrect(narrator, transcript: transcript)
    }
  }
}
