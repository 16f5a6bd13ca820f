// Lesson 9: which mechanism, and why. The script walks the decision table one question at a
// time; `--measure` adds a short benchmark run; `--mistake` shows the classic wrong choice,
// a broadcast used to ask a question, with a real NotificationCenter.
import BenchmarkKit
import BenchmarkSuite
import StageKit

/// Lesson 9: choosing a mechanism.
public struct ChoosingLesson: Lesson {
  public let number = 9
  public let title = "Choosing a mechanism"
  public let summary =
    "Delegate, closure, NotificationCenter, AsyncStream or Observation: six questions decide.\n"
    + "--measure runs a short benchmark; --mistake asks a question by broadcast, and shows what breaks."
  public let extraFlags = [LessonOptions.Flag("--measure", help: "also run a short benchmark (a few seconds)")]
  public let mistakeHelp = "ask a question by broadcast, and see what breaks"

  /// Creates the lesson.
  public init() {}

  /// Writes the heading and runs the lesson; with `--measure`, a short benchmark after it.
  public func run(_ narrator: Narrator, options: LessonOptions) async -> Bool {
    narrator.heading(self)
    let transcript = Transcript()
    let held =
      options.mistake
      ? runMistake(narrator, transcript: transcript) : runCorrect(narrator, transcript: transcript)
    guard options.extraFlags.contains("--measure") else { return held }
    return await measure(narrator) && held
  }

  /// Walks the decision table one question at a time; it drives no screens.
  public func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
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
      "func shouldSave(_ member: Member) -> Bool", from: "Course/09-ChoosingLesson+Mistake.swift#save-approving")
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
      "Measured, not guessed (`swift run -c release Benchmarks`): a delegate or closure call",
      "costs nanoseconds, a notification or an observation round hundreds of nanoseconds to a",
      "few microseconds, a stream element more when it crosses threads. One whole Save, screens",
      "and all, costs tens of microseconds, and a few hundred at most when the list hears later,",
      "on a task: far below one frame. The mechanism is rarely what makes an app slow: choose",
      "by the questions above. Run `swift run Lesson9 --measure` to see it here.")

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

  private func measure(_ narrator: Narrator) async -> Bool {
    narrator.section("Measured here, now (--measure)")
    if Suite.build == "debug" {
      narrator.say(
        "This is a debug build: no optimizer, so every figure is inflated, the cheap ones most",
        "of all. For release figures run `swift run -c release Benchmarks` (the full run), or",
        "`swift run -c release Lesson9 --measure` (this short one).")
    } else {
      narrator.say(
        "A release build; a short run (7 repetitions of ~8 ms). The full run: `swift run -c release Benchmarks`.")
    }
    do {
      let report = try await Suite.measure(plan: .quick)
      for line in TableRenderer.render(report) + [""] + TableRenderer.caption(report) { narrator.say(line) }
      return true
    } catch {
      narrator.say("The benchmark stopped: \(error)")
      return false
    }
  }
}
