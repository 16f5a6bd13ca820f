// Lesson 2 (seed 001): a value screen presents compose screens modally; each tells it
// "the input was X" or "cancelled", naming itself as the sender. The script drives the
// real ViaDelegate screens and holds them only weakly, so releases show when they happen.
import LeakCheck
import Members
import StageKit
import ViaDelegate

/// Lesson 2: compose with cancel, and why the sender passes itself.
package struct ComposeLesson: Lesson {
  package let number = 2
  package let title = "Compose with cancel: why the sender passes itself"
  package let summary =
    "A value screen presents compose screens for a title and a subtitle; Done or Cancel tells\n"
    + "it which, naming the sender. --mistake shows when a strong delegate leaks, and when not."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "ValueScreen shows a title and a subtitle. Each is edited in a ComposeScreen presented",
      "modally, with Done and Cancel. Either way the compose screen (the sender) tells the",
      "value screen (the receiver) how it ended, and names itself as the first argument:")
    narrator.code(
      "func composer(_ composer: ComposeScreen, didInput value: String?)",
      "func composerDidCancel(_ composer: ComposeScreen)",
      from: "Course/ViaDelegate/ComposeDelegate.swift#protocol")

    let watch = LeakWatch()
    do {
      let screen = ValueScreen()
      watch.watch(screen)
      _ = transcript.drain()

      narrator.step("The value screen")
      narrator.say("Nothing is set yet.")
      narrator.show(screen)

      narrator.step("Edit the title")
      narrator.user("you tap Edit title")
      screen.valueView.editTitleButton.tap()
      narrator.say(
        "editTitleTapped() made a ComposeScreen, set `composer.delegate = self`, noted it",
        "(weakly) as the title's composer, and presented it. The presentation owns it now.")
      narrator.replay(transcript)
      weak let titleComposer = composer(on: screen)
      titleComposer.map { watch.watch($0, as: "ComposeScreen (title)") }
      narrator.user("you type \"Hello\"")
      titleComposer?.composeView.inputField.type("Hello")
      narrator.show(screen)

      narrator.step("Done: the sender names itself")
      narrator.user("you tap Done")
      titleComposer?.doneButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "One message, then the dismissal; the compose screen was released right away, since",
        "only the presentation held it. The value screen put \"Hello\" in the title's row,",
        "because the sender it was handed is its title composer:")
      narrator.code(
        "if composer === titleComposer {", "  valueView.show(outcome, in: .title)",
        from: "Course/ViaDelegate/ValueScreen.swift#receiver")
      narrator.show(screen)

      narrator.step("A second composer, the same messages")
      narrator.user("you tap Edit subtitle, type \"Delegates, step by step\", and tap Done")
      screen.valueView.editSubtitleButton.tap()
      weak let subtitleComposer = composer(on: screen)
      subtitleComposer.map { watch.watch($0, as: "ComposeScreen (subtitle)") }
      subtitleComposer?.composeView.inputField.type("Delegates, step by step")
      subtitleComposer?.doneButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The same method, the same receiver: only the first argument differs. Without it the",
        "value screen could not know which row the text belongs in.")
      narrator.show(screen)

      narrator.step("Cancel delivers no value")
      narrator.user("you tap Edit title, type \"Discarded\", and tap Cancel")
      screen.valueView.editTitleButton.tap()
      weak let cancelled = composer(on: screen)
      cancelled.map { watch.watch($0, as: "ComposeScreen (title, cancelled)") }
      cancelled?.composeView.inputField.type("Discarded")
      cancelled?.cancelButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "composerDidCancel(_:) carries no value at all: the typed text never left the",
        "compose screen. The title row says so; the subtitle row is untouched.")
      narrator.show(screen)

      narrator.lifetimeCheck(
        "Every compose screen was released at its dismissal. Now the app lets go of the",
        "value screen:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  /// Returns the compose screen `screen` presented, or `nil` when it presented none.
  func composer<Screen: ViewController>(
    on screen: ViewController, as type: Screen.Type = ComposeScreen.self
  ) -> Screen? {
    screen.presentedViewController as? Screen
  }
}
