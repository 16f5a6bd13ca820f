// Lesson 4: the member-editing exchange of Lesson 1 again, with stored closures instead of
// a delegate protocol. The script drives the real ViaClosure screens.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaClosure

/// Lesson 4: the same exchange with closures.
package struct ClosureLesson: Lesson {
  package let number = 4
  package let title = "The same exchange with closures"
  package let summary =
    "The detail screen stores a closure (onSave) that the list writes with [weak self];\n"
    + "no protocol at all. --mistake shows a strong capture leaking, caught by name."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The same two screens as Lesson 1, with one change: MemberDetailScreen has no",
      "delegate. It stores a closure, and calls it on Save with the edit: add this member,",
      "or update that row. The list writes the closure when it creates the screen, and",
      "captures itself weakly in it.")
    narrator.code("package var onSave: MemberHandler?", from: "Course/ViaClosure/MemberDetailScreen.swift#channel")
    narrator.say("Its type is a plain function type, with a name:")
    narrator.code(
      "package typealias MemberHandler = @MainActor (_ edit: MemberEdit) -> Void",
      from: "Course/ViaClosure/MemberHandler.swift#handler")

    let watch = LeakWatch()
    do {
      let list = MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation)
      watch.watch(list)
      _ = transcript.drain()

      narrator.step("Tap \"+\": the list writes the closure")
      narrator.user("you tap +")
      list.plusButton.tap()
      narrator.say("plusButtonTapped() made an empty MemberDetailScreen and gave it a closure:")
      narrator.code(
        "detailVC.onSave = { [weak self] edit in self?.receive(edit) }",
        from: "Course/ViaClosure/MemberListScreen.swift#plus")
      narrator.say(
        "The stack owns the detail screen, the detail screen owns the closure, and the",
        "closure holds the list only weakly: no cycle.")
      narrator.replay(transcript)
      // The script holds screens weakly, like the app would: only the stack owns them.
      weak let adding = navigation.topScreen(MemberDetailScreen.self)
      adding.map { watch.watch($0, as: "MemberDetailScreen (add)") }

      narrator.step("Save: the sender calls its closure")
      narrator.user("you type \"\(narrator.cast.first)\", 28, and tap Save")
      adding?.detailView.type(name: narrator.cast.first, age: "28")
      adding?.detailView.saveButton.tap()
      narrator.say(
        "The arrow ends at { closure }: the sender does not know who wrote it, not even",
        "a protocol name. The closure ran the list's receive(_:), and the screen went:")
      narrator.replay(transcript)
      narrator.show(navigation)

      narrator.step("Edit a row and Save: onSave again, with an update")
      narrator.user("you tap row 1, change the age to 29 and tap Save")
      list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      weak let editing = navigation.topScreen(MemberDetailScreen.self)
      editing.map { watch.watch($0, as: "MemberDetailScreen (edit)") }
      editing?.detailView.type(age: "29")
      editing?.detailView.saveButton.tap()
      narrator.say("For a selected row the list writes the same closure; the edit carries the row index:")
      narrator.code("onSave?(edit)", from: "Course/ViaClosure/MemberDetailScreen.swift#save")
      narrator.replay(transcript)
      narrator.show(navigation)

      narrator.invalidAgeStep(
        transcript: transcript, watch: watch, plus: list.plusButton, navigation: navigation,
        form: { (screen: MemberDetailScreen) in screen.detailView })
      narrator.say("The form refused the input before any closure was called.")

      narrator.step("Back")
      narrator.user("you tap ‹ Back")
      navigation.tapBackButton()
      narrator.replay(transcript)
      narrator.say("The popped screen took its closure with it. The list still has one member.")
      narrator.show(navigation)

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaClosure/Mistakes) changes the receiver, not",
      "the sender: a stored closure is always held strongly, and the code that writes it",
      "decides what it captures. Two changes that look harmless one at a time: no",
      "`[weak self]`, and a kept detail screen, \"to reuse it\":")
    narrator.code(
      "detailVC.onSave = { edit in self.receive(edit) }  // no [weak self]", "detail = detailVC",
      from: "Course/ViaClosure/Mistakes/Mistake+MemberListScreen.swift#strong-capture")
    narrator.say("Together they are a retain cycle. Watch what is not released.")

    let watch = LeakWatch()
    weak var keptList: Mistake.MemberListScreen?
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)

      narrator.step("Tap \"+\", fill in the form, Save")
      narrator.user("you tap +, type \"\(narrator.cast.first)\", 28, and tap Save")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let detail = navigation.topScreen(MemberDetailScreen.self)
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
    narrator.code("list.detail = nil", from: "Course/LessonScripts/04-ClosureLesson.swift#break-cycle")
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
