// Lesson 2's mistake: the twins in ViaDelegate's Mistakes folder, a protocol that is not
// class-bound, a compose screen that therefore holds its delegate strongly, and a value
// screen that keeps its title composer. A file that imports the twins sees ViaDelegate's
// names too, so it spells the twins' out in full; the correct run's file imports ViaDelegate
// alone.
import LeakCheck
import StageKit
import ViaDelegateMistakes

extension ComposeLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The seed's protocol is not class-bound (no `: AnyObject`), so its delegate cannot be",
      "`weak` and is held strongly. The twin in Sources/Course/ViaDelegate/Mistakes does the same,",
      "in its protocol and in its ComposeScreen:")
    narrator.code(
      "package protocol ComposeDelegate {  // MISTAKE: no `AnyObject`, so no delegate of this type can be `weak`",
      from: "Course/ViaDelegate/Mistakes/ComposeDelegate.swift#protocol")
    narrator.code(
      "package var delegate: ComposeDelegate?  // MISTAKE: strong, as `weak` needs a protocol marked `AnyObject`",
      from: "Course/ViaDelegate/Mistakes/ComposeScreen.swift#channel")
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
      let screen = ViaDelegateMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      watch.watch(screen)

      narrator.step("Presented only: a cycle while the composer is up")
      narrator.say("The twin's value screen only presents its subtitle composer, as the correct one does.")
      narrator.user("you tap Edit subtitle")
      screen.valueView.editSubtitleButton.tap()
      narrator.replay(transcript)
      weak let composer = composer(on: screen, as: ViaDelegateMistakes.ComposeScreen.self)
      composer.map { watch.watch($0) }
      narrator.say("The two screens now hold each other. Asked at this moment, LeakWatch finds:")
      for cycle in watch.report().cycles { narrator.found("\(cycle)") }
      narrator.say(
        "Reflection cannot tell that subtitleComposer is weak, so the path runs through it. The",
        "reference that owns the composer is the presentation's, ValueScreen.presentedViewController.")

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
    weak var keptComposer: ViaDelegateMistakes.ComposeScreen?
    do {
      let screen = ViaDelegateMistakes.ValueScreen()
      screen.loadViewIfNeeded()

      narrator.step("Keep the composer, to reuse it")
      narrator.say("Its title composer, though, is kept, so your text is there next time:")
      narrator.code(
        "private var titleComposer: ComposeScreen?  // MISTAKE: kept strongly, \"to reuse it\"",
        from: "Course/ViaDelegate/Mistakes/ValueScreen.swift#composers")
      narrator.code(
        "let composer = titleComposer ?? ComposeScreen(caption: \"Title\")  // MISTAKE: the kept one, typed text and all",
        from: "Course/ViaDelegate/Mistakes/ValueScreen.swift#present")
      narrator.user("you tap Edit title, type \"Hello\", and tap Done")
      screen.valueView.editTitleButton.tap()
      weak let composer = composer(on: screen, as: ViaDelegateMistakes.ComposeScreen.self)
      keptComposer = composer
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
    narrator.say("Cutting either arrow of the cycle would do. Clearing the composer's delegate frees both:")
    narrator.code(
      "composer.delegate = nil", from: "Course/LessonScripts/02-ComposeLesson+Mistake.swift#break-cycle")
    if let composer = keptComposer {
      // snippet: break-cycle
      composer.delegate = nil
      // end snippet
    }
    narrator.replay(transcript)
    return caught && watch.report().isClean
  }
}
