// Lesson 4's mistake: the twins in ViaClosure's Mistakes folder, receivers whose closures
// capture `self` strongly and that keep the sender they gave it to. A file that imports the
// twins sees ViaClosure's names too, so it spells both out in full; the correct run's file
// imports ViaClosure alone.
import LeakCheck
import StageKit
import ViaClosureMistakes

extension ClosureLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaClosure/Mistakes) changes the receiver, not",
      "the sender: a stored closure is always held strongly, and the code that writes it",
      "decides what it captures. Two changes that look harmless one at a time: no",
      "`[weak self]`, and a kept detail screen, \"to reuse it\":")
    narrator.code(
      "detailVC.onSave = { edit in self.receive(edit) }  // MISTAKE: no `[weak self]`: the closure holds this screen",
      "detail = detailVC  // MISTAKE: with the strong capture, each holds the other",
      from: "Course/ViaClosure/Mistakes/MemberListScreen.swift#plus")
    narrator.say("Together they are a retain cycle. Watch what is not released.")

    let watch = LeakWatch()
    weak var keptList: ViaClosureMistakes.MemberListScreen?
    do {
      let list = ViaClosureMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)

      narrator.step("Tap \"+\", fill in the form, Save")
      narrator.user("you tap +, type \"\(narrator.cast.first)\", 28, and tap Save")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let detail = navigation.topScreen(ViaClosure.MemberDetailScreen.self)
      detail.map { watch.watch($0) }
      watch.watch(list)
      detail?.detailView.type(name: narrator.cast.first, age: "28")
      detail?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The closure ran and the screen was popped, but there is no \"released\" line: the",
        "list holds the detail screen, which holds the closure, which holds the list.")

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    let report = watch.report()
    let caught = narrator.lifetimeVerdict(transcript, report, expectLeak: true)
    narrator.say("")
    narrator.say(
      "Both screens are caught by name, but no cycle is drawn: the edge that closes it is",
      "the one reflection could not look inside, MemberDetailScreen.onSave, a closure that",
      "captured the list. The report names that blind spot instead of guessing.")

    narrator.section("Breaking the cycle")
    narrator.say(
      "Cutting either link of the cycle would do. Setting the list's kept reference",
      "to nil frees both:")
    narrator.code("list.detail = nil", from: "Course/LessonScripts/04-ClosureLesson+Mistake.swift#break-cycle")
    if let list = keptList {
      // snippet: break-cycle
      list.detail = nil
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("")
    narrator.say("The fix in real code is two words in the capture list: `[weak self]`.")
    return caught && report.blindSpots.contains("MemberDetailScreen.onSave (a closure)") && watch.report().isClean
  }
}
