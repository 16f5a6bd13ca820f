// Lesson 8's mistake: the twins in ViaObservation's Mistakes folder, a list whose `[weak self]`
// task unwraps `self` once, at the top, and a detail screen that goes without ending its state.
// A file that imports the twins sees ViaObservation's names too, so it spells the twins' out in
// full; the correct run's file imports ViaObservation alone.
import LeakCheck
import StageKit
import ViaObservationMistakes

extension ObservationLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) async -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaObservation/Mistakes) makes two changes that",
      "look harmless one at a time. The list observes each detail screen's state in a task that",
      "takes `self` weakly, and unwraps it once, before the loop:")
    narrator.code(
      "listeners.listen(to: detailVC) { [weak self] in",
      "  guard let self else { return }  // MISTAKE: `self` is strong from here to the loop's end",
      from: "Course/ViaObservation/Mistakes/MemberListScreen.swift#listen")
    narrator.say("and the detail screen goes without ending its state:")
    narrator.code(
      "isolated deinit {",
      "  // MISTAKE: the state is never ended, so an observer waits for an ending that never comes",
      "}",
      from: "Course/ViaObservation/Mistakes/MemberDetailScreen.swift#closed")
    narrator.say("No property points back at the list. Watch what is not released anyway.")

    let watch = LeakWatch()
    weak var keptList: ViaObservationMistakes.MemberListScreen?
    do {
      let list = ViaObservationMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)
      watch.watch(list)

      narrator.step("Tap \"+\", then Back")
      narrator.user("you tap +, type \"\(narrator.cast.first)\", then ‹ Back")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let detail = navigation.topScreen(ViaObservationMistakes.MemberDetailScreen.self)
      detail.map { watch.watch($0) }
      detail?.detailView.type(name: narrator.cast.first)
      navigation.tapBackButton()
      narrator.replay(transcript)
      narrator.say(
        "The detail screen was released, and its state still says `editing`: Observation does",
        "not notice that an object went away, and this screen did not say so. The loop waits",
        "for an ending that will never come, holding the list as it waits.")

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)

    narrator.section("Ending the loop")
    narrator.say("Nothing but the task holds the list. Cancelling the task ends the loop and frees it:")
    narrator.code(
      "await list.listeners.cancelAll()", from: "Course/LessonScripts/08-ObservationLesson+Mistake.swift#end-loop")
    if let list = keptList {
      // snippet: end-loop
      await list.listeners.cancelAll()
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("")
    narrator.say(
      "The fixes in real code: end the state when the screen goes (its deinit), return once the",
      "ending is applied, and take `self` weakly for each phase (`[weak self]` …",
      "`self?.receive(phase, from: state)`), so that even a loop that waits holds nothing.")
    return caught && watch.report().isClean
  }
}
