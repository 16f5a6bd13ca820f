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
}
