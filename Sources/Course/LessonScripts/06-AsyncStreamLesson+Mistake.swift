// Lesson 6's mistake: the twins in ViaAsyncStream's Mistakes folder, a list whose `[weak self]`
// task unwraps `self` once, at the top, and a detail screen whose stream never finishes. A
// file that imports the twins sees ViaAsyncStream's names too, so it spells the twins' out in
// full; the correct run's file imports ViaAsyncStream alone.
import LeakCheck
import StageKit
import ViaAsyncStreamMistakes

extension AsyncStreamLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) async -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaAsyncStream/Mistakes) makes two changes that",
      "look harmless one at a time. The list reads each detail screen's stream in a task that",
      "takes `self` weakly, and unwraps it once, before the loop:")
    narrator.code(
      "listeners.listen(to: detailVC) { [weak self] in",
      "  guard let self else { return }  // MISTAKE: `self` is strong from here to the loop's end",
      from: "Course/ViaAsyncStream/Mistakes/MemberListScreen.swift#listen")
    narrator.say("and the detail screen's stream is never finished:")
    narrator.code(
      "package override func viewDidDisappear(_ animated: Bool) {",
      "  super.viewDidDisappear(animated)",
      "  // MISTAKE: leaving the stack does not finish the stream, so a reader's loop never ends",
      from: "Course/ViaAsyncStream/Mistakes/MemberDetailScreen.swift#finish")
    narrator.say("`[weak self]` looks safe. Watch what is not released.")

    let watch = LeakWatch()
    weak var keptList: ViaAsyncStreamMistakes.MemberListScreen?
    do {
      let list = ViaAsyncStreamMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)

      narrator.step("Tap \"+\", fill in the form, Save")
      narrator.user("you tap +, type \"\(narrator.cast.first)\", 28, and tap Save")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let detail = navigation.topScreen(ViaAsyncStreamMistakes.MemberDetailScreen.self)
      detail.map { watch.watch($0) }
      watch.watch(list)
      detail?.detailView.type(name: narrator.cast.first, age: "28")
      detail?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The detail screen was released, but there is no \"events finished\" line: nothing",
        "finished its stream, so the list's task is still in its loop, waiting.")

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)
    narrator.say(
      "No stored property holds the list: the task does. `[weak self]` made `self` weak only",
      "until `guard let self` ran; after it, `self` is strong until the loop ends.")

    narrator.section("Ending the loop")
    narrator.say(
      "Nothing will finish the stream now, so only cancelling the reading task ends its loop,",
      "and the task lets go of the list. (The saved edit was handed to the waiting loop at Save,",
      "but the loop runs only when the main actor is next free, right after the line below.",
      "Handling it did not end the loop: only the stream's end, or a cancellation, does.)")
    narrator.code(
      "await list.listeners.cancelAll()", from: "Course/LessonScripts/06-AsyncStreamLesson+Mistake.swift#cancel")
    if let list = keptList {
      // The edit reaches the loop through an executor hop that the main actor may run late when
      // other work shares it (the tests run lessons side by side): let the loop take it first,
      // so that the transcript's order never depends on what else runs.
      while list.memberListManager.getMemberList().isEmpty, !Task.isCancelled { await Task.yield() }
      // snippet: cancel
      await list.listeners.cancelAll()
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("")
    narrator.say(
      "The edit was applied by a list that nobody showed any more. The fixes: finish the",
      "stream when the sender leaves, and take `self` weakly for each edit, inside the loop.")
    return caught && watch.report().isClean
  }
}
