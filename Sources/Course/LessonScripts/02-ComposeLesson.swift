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

  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The seed's protocol is not class-bound (no `: AnyObject`), so its delegate cannot be",
      "`weak` and is held strongly. The twin in Sources/Course/ViaDelegate/Mistakes does the same,",
      "in its protocol and in its ComposeScreen:")
    narrator.code(
      "package protocol ComposeDelegate {", from: "Course/ViaDelegate/Mistakes/Mistake+ComposeDelegate.swift#protocol")
    narrator.code(
      "package var delegate: ComposeDelegate?",
      from: "Course/ViaDelegate/Mistakes/Mistake+ComposeScreen.swift#strong-delegate")
    narrator.say("Is that a leak? Sometimes. Two runs of the same screens tell when.")
    let presentedOnly = runPresentedOnly(narrator, transcript: transcript)
    let kept = runKeptComposer(narrator, transcript: transcript)
    narrator.say("")
    narrator.say(
      "The fix does not depend on who keeps whom: mark the protocol `AnyObject` and",
      "make the delegate `weak`, as the correct ComposeScreen does.")
    return presentedOnly && kept
  }

  /// The strong delegate, with a receiver that only presents: a cycle that dismissal ends.
  private func runPresentedOnly(_ narrator: Narrator, transcript: Transcript) -> Bool {
    let watch = LeakWatch()
    do {
      let screen = Mistake.ValueScreen(keepsComposer: false)
      screen.loadViewIfNeeded()
      watch.watch(screen)

      narrator.step("Presented only: a cycle while the composer is up")
      narrator.user("you tap Edit title")
      screen.valueView.editTitleButton.tap()
      narrator.replay(transcript)
      weak let composer = composer(on: screen, as: Mistake.ComposeScreen.self)
      composer.map { watch.watch($0) }
      narrator.say("The two screens now hold each other. Asked at this moment, LeakWatch finds:")
      for cycle in watch.report().cycles { narrator.found("\(cycle)") }

      narrator.step("Done: dismissal ends the cycle")
      narrator.user("you type \"Hello\" and tap Done")
      composer?.composeView.inputField.type("Hello")
      composer?.doneButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "Dismissal cut ValueScreen.presentedViewController. Nothing else held the compose",
        "screen, so it was released, and its strong reference to the value screen with it.")

      narrator.lifetimeCheck("The app lets go of the value screen:", title: "Lifetime check: presented only")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  /// The strong delegate, with a receiver that keeps its composer: a cycle that outlives dismissal.
  private func runKeptComposer(_ narrator: Narrator, transcript: Transcript) -> Bool {
    let watch = LeakWatch()
    weak var keptScreen: Mistake.ValueScreen?
    do {
      let screen = Mistake.ValueScreen(keepsComposer: true)
      screen.loadViewIfNeeded()
      keptScreen = screen

      narrator.step("Keep the composer, to reuse it")
      narrator.say("Now the value screen also keeps the composer, so your text is there next time:")
      narrator.code(
        "package var keptComposer: ComposeScreen?",
        from: "Course/ViaDelegate/Mistakes/Mistake+ValueScreen.swift#kept-composer")
      narrator.user("you tap Edit title, type \"Hello\", and tap Done")
      screen.valueView.editTitleButton.tap()
      weak let composer = composer(on: screen, as: Mistake.ComposeScreen.self)
      composer.map { watch.watch($0) }
      watch.watch(screen)
      composer?.composeView.inputField.type("Hello")
      composer?.doneButton.tap()
      narrator.replay(transcript)
      narrator.say("Dismissed, but no \"released\" line: the value screen still keeps the composer.")
      narrator.user("you tap Edit title again")
      screen.valueView.editTitleButton.tap()
      narrator.replay(transcript)
      narrator.say("The same compose screen comes back, with \"Hello\" still typed:")
      narrator.show(screen)
      narrator.user("you tap Cancel")
      composer?.cancelButton.tap()
      narrator.replay(transcript)

      narrator.lifetimeCheck("The app lets go of the value screen:", title: "Lifetime check: kept composer")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)

    narrator.section("Breaking the cycle")
    narrator.say("Cutting either arrow of the cycle would do. Dropping the kept composer frees both:")
    narrator.code("screen.keptComposer = nil", from: "Course/LessonScripts/02-ComposeLesson.swift#break-cycle")
    if let screen = keptScreen {
      // snippet: break-cycle
      screen.keptComposer = nil
      // end snippet
    }
    narrator.replay(transcript)
    return caught && watch.report().isClean
  }

  /// Returns the compose screen `screen` presented, or `nil` when it presented none.
  private func composer<Screen: ViewController>(
    on screen: ViewController, as type: Screen.Type = ComposeScreen.self
  ) -> Screen? {
    screen.presentedViewController as? Screen
  }
}
