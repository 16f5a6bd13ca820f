// Lesson 9: which mechanism, and why. The script walks the decision table one question at a
// time and names the command that measures the costs; `--mistake` shows the classic wrong
// choice, a broadcast used to ask a question, with a real NotificationCenter. The benchmark is
// a program of its own, built in release: a lesson links no benchmark code.
import StageKit

/// Lesson 9: choosing a mechanism.
package struct ChoosingLesson: Lesson {
  package let number = 9
  package let title = "Choosing a mechanism"
  package let summary =
    "Delegate, closure, NotificationCenter, AsyncStream or Observation: six questions decide.\n"
    + "To measure the costs yourself: \(Self.benchmarkCommand) (a release build, a few seconds)."
  package let mistakeHelp = "ask a question by broadcast, and see what breaks"

  /// The command that measures what each mechanism costs, on the learner's machine.
  static let benchmarkCommand = "swift run -c release Benchmarks --quick"

  /// Creates the lesson.
  package init() {}

  /// Writes the heading and runs the lesson.
  package func run(_ narrator: Narrator, options: LessonOptions) async -> Bool {
    narrator.heading(self)
    let transcript = Transcript()
    return options.mistake
      ? runMistake(narrator, transcript: transcript) : runCorrect(narrator, transcript: transcript)
  }

  /// Walks the decision table one question at a time; it drives no screens.
  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "Lessons 1 to 8 did one exchange five ways: the detail screen tells the list \"save this",
      "member\". Every way worked, and every way had its own leak. Which one should you pick?",
      "Ask these questions in order; the first one that decides, decides.")

    narrator.step("How many receivers?")
    narrator.say(
      "One receiver that the sender is handed: a delegate or a closure. The sender holds it,",
      "so it knows there is exactly one (or none: `delegate?.` calls nobody).",
      "Receivers the sender must not know about, any number of them: NotificationCenter",
      "(every observer of a name), or Observation (every observer of a property).",
      "AsyncStream sits between: one stream feeds one consumer; a second consumer would take",
      "elements away from the first, not share them, so more listeners need more streams.")

    narrator.step("Must the receiver answer?")
    narrator.say(
      "A delegate method can return a value, and the compiler makes the one receiver give it:")
    narrator.code(
      "func shouldSave(_ member: Member) -> Bool",
      from: "Course/LessonScripts/09-ChoosingLesson+Mistake.swift#save-approving")
    narrator.say(
      "A closure can return one too (`(Member) -> Bool`). A notification, a stream element or",
      "a property change cannot: they go one way, to zero or more receivers. `--mistake` shows",
      "what happens when you ask a question by broadcast anyway.")

    narrator.step("Typing and coupling")
    narrator.say(
      "delegate       a named protocol: the sender knows the receiver's role, not its type",
      "closure        a function type: the sender knows even less, the receiver writes the glue",
      "notification   a name and a userInfo dictionary (`Any`), checked at run time; a typed",
      "               MainActorMessage brings the compiler back, the name-only coupling stays",
      "stream         a typed element; the consumer owns the loop, the producer owns the end",
      "observation    the receiver reads the sender's state; no message type at all")

    narrator.step("Lifetime: the hazard and its fix")
    narrator.say(
      "delegate       a strong delegate plus a kept screen is a cycle       → `weak var delegate`",
      "closure        a closure that captures self strongly                 → `[weak self]`",
      "notification   a block observer that captures self, never removed   → `[weak self]`, keep the token",
      "stream         a Task that loops over a stream that never finishes  → finish it; `self` weakly per edit",
      "observation    an Observations loop that never ends and holds self  → return at the ending; `[weak self]`",
      "coordinators   a child coordinator never removed from its parent    → `childDidFinish(_:)`",
      "Each of these is a `--mistake` run of its lesson, caught by name.")

    narrator.step("Isolation and threading")
    narrator.say(
      "A delegate or closure call runs right away, on the caller's thread, inside the call: on",
      "the main actor when the sender is a screen. A block observer runs on the posting thread",
      "(queue: nil), or later on the queue you give; a MainActorMessage runs on the main actor.",
      "A stream hands each element to the consumer's task, later: it is the only one of these",
      "that crosses from one actor or thread to another by design. An Observations loop also",
      "runs later, in its own task, on the loop's next turn after the change.")

    narrator.step("Cost")
    narrator.say(
      "Measured, not guessed: this lesson's page shows one full run of the benchmark. A",
      "delegate or closure call costs nanoseconds; a notification or an observation round,",
      "hundreds of nanoseconds to about ten microseconds; a stream element, up to tens of",
      "microseconds when it crosses threads. One whole Save, screens and all, costs tens to",
      "hundreds of microseconds. The mechanism is rarely what makes an app slow: choose by the",
      "questions above. To measure on your machine (a release build, a few seconds):",
      "`\(Self.benchmarkCommand)`.")

    narrator.section("The decision table")
    for line in Self.decisionTable { narrator.say(line) }
    narrator.say("")
    narrator.say(
      "Coordinators are not a sixth way of telling: they decide who creates and connects the",
      "screens, and then use one of these (usually a delegate or a closure) to hear back.")
    return true
  }

  /// The table the lesson ends on, as text.
  static let decisionTable = [
    "                one-to-   answers?  typed      lifetime fix          runs",
    "  delegate      one       yes       protocol   weak var delegate     now, caller's thread",
    "  closure       one       yes       function   [weak self]           now, caller's thread",
    "  notification  many      no        name/Any*  keep the token        now, poster's thread**",
    "  AsyncStream   one       no        element    finish, weak self     later, consumer's task",
    "  Observation   many      no        property   return, weak self     later, the loop's next turn",
    "  * a MainActorMessage is typed   ** or the queue given; a MainActorMessage on the main actor",
  ]
}
