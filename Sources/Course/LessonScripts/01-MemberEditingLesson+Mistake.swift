// Lesson 1's mistake: the twins in ViaDelegate's Mistakes folder, a detail screen that holds
// its delegate strongly and a list that keeps the detail screen it opened. A file that
// imports the twins sees ViaDelegate's names too, so it spells the twins' out in full; the
// correct run's file imports ViaDelegate alone.
import LeakCheck
import StageKit
import ViaDelegateMistakes

extension MemberEditingLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaDelegate/Mistakes) makes two changes that",
      "look harmless one at a time. Its MemberDetailScreen drops the `weak`:")
    narrator.code(
      "package var delegate: MemberDelegate?  // MISTAKE: strong: a list that keeps this screen makes a cycle",
      from: "Course/ViaDelegate/Mistakes/MemberDetailScreen.swift#channel")
    narrator.say("and its MemberListScreen keeps the detail screen it opened, \"to reuse it\":")
    narrator.code(
      "package var detail: MemberDetailScreen?  // MISTAKE: kept \"to reuse it later\", and it holds this screen",
      "detail = detailVC  // MISTAKE: with a strong `delegate`, each holds the other",
      from: "Course/ViaDelegate/Mistakes/MemberListScreen.swift#plus")
    narrator.say("Together they are a retain cycle. Watch what is not released.")

    let watch = LeakWatch()
    weak var keptList: ViaDelegateMistakes.MemberListScreen?
    do {
      let list = ViaDelegateMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)

      narrator.step("Tap \"+\", fill in the form, Save")
      narrator.user("you tap +, type \"\(narrator.cast.first)\", 28, and tap Save")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let detail = navigation.topScreen(ViaDelegateMistakes.MemberDetailScreen.self)
      detail.map { watch.watch($0) }
      watch.watch(list)
      detail?.detailView.type(name: narrator.cast.first, age: "28")
      detail?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The message arrived and the screen was popped, but there is no \"released\" line:",
        "the list still holds the detail screen, and the detail screen holds the list.")

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)

    narrator.section("Breaking the cycle")
    narrator.say(
      "Cutting either arrow of the cycle would do. Setting the list's kept reference",
      "to nil frees both:")
    narrator.code("list.detail = nil", from: "Course/LessonScripts/01-MemberEditingLesson+Mistake.swift#break-cycle")
    if let list = keptList {
      // snippet: break-cycle
      list.detail = nil
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("")
    narrator.say(
      "The fix in real code is one word: `weak var delegate`. Then the kept reference",
      "is harmless, because the detail screen no longer owns the list.")
    return caught && watch.report().isClean
  }
}
