/// One lesson's script: it drives real screens and narrates what they do.
@MainActor
public protocol Lesson {
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

  /// Runs the lesson and returns whether every lifetime claim it made held.
  func run(_ narrator: Narrator, options: LessonOptions) async -> Bool
}

extension Lesson {
  public var extraFlags: [LessonOptions.Flag] { [] }
  public var mistakeHelp: String { LessonOptions.leakMistakeHelp }
}
