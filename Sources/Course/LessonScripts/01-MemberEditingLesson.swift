// Lesson 1 (seed 000): a detail screen adds and updates members in a list screen
// through a weak delegate. The script drives the real ViaDelegate screens; nothing here
// is simulated but the user's fingers.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaDelegate

/// Lesson 1: member editing through a weak delegate.
package struct MemberEditingLesson: Lesson {
  package let number = 1
  package let title = "Member editing through a weak delegate"
  package let summary =
    "A detail screen tells a list screen \"add this member\" or \"update row i\" through a\n"
    + "delegate protocol, then is released. --mistake shows the strong-delegate leak."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "Two screens, one job each. MemberListScreen shows the members; MemberDetailScreen",
      "edits one. When you tap Save, the detail screen (the sender) must tell the list",
      "(the receiver) what happened. It does not know the list's type: only that its",
      "`delegate` conforms to MemberDelegate, a protocol with two methods.")
    narrator.code(
      "package protocol MemberDelegate: AnyObject {",
      "  func addNewMember(_ member: Member)",
      "  func update(index: Int, _ member: Member)",
      "}",
      from: "Course/ViaDelegate/MemberDelegate.swift#protocol")

    let watch = LeakWatch()
    do {
      let list = MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation)
      watch.watch(list)
      _ = transcript.drain()

      narrator.step("The empty list")
      narrator.say("A navigation controller shows MemberListScreen. It owns no members yet.")
      narrator.show(navigation)

      narrator.step("Tap \"+\"")
      narrator.user("you tap +")
      list.plusButton.tap()
      narrator.say(
        "plusButtonTapped() made an empty MemberDetailScreen, set `detailVC.delegate = self`",
        "and pushed it. The navigation stack now owns the detail screen; the detail screen",
        "points back at the list only weakly.")
      narrator.replay(transcript)
      // The script holds screens weakly, like the app would: only the stack owns them.
      weak let adding = navigation.topScreen(MemberDetailScreen.self)
      adding.map { watch.watch($0, as: "MemberDetailScreen (add)") }

      narrator.step("Fill in the form")
      narrator.user("you type a name, an age, a phone number and an address")
      adding?.detailView.type(name: narrator.cast.first, age: "28", phone: "010-1234-5678", address: narrator.cast.city)
      narrator.show(navigation)

      narrator.step("Save: the sender tells its delegate")
      narrator.user("you tap Save")
      adding?.detailView.saveButton.tap()
      narrator.say("Save validated the form, then sent one message to the delegate and went back:")
      narrator.replay(transcript)
      narrator.say(
        "The list did the work: listView.apply(.add(member)) added it and reloaded the table.",
        "The detail screen was released as soon as it was popped: nothing else held it.")
      narrator.show(navigation)

      narrator.step("Select the row")
      narrator.user("you tap row 1")
      list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      narrator.say(
        "tableView(_:didSelectRowAt:) pushed a detail screen filled with row 1's member,",
        "and, again, set itself as the delegate.")
      narrator.replay(transcript)
      weak let editing = navigation.topScreen(MemberDetailScreen.self)
      editing.map { watch.watch($0, as: "MemberDetailScreen (edit)") }
      narrator.show(navigation)

      narrator.step("Edit and Save: update(index:)")
      narrator.user("you change the age to 29 and tap Save")
      editing?.detailView.type(age: "29")
      editing?.detailView.saveButton.tap()
      narrator.say("This screen was opened for row index 0, so it sends update(index: 0, …):")
      narrator.replay(transcript)
      narrator.show(navigation)

      narrator.invalidAgeStep(
        transcript: transcript, watch: watch, plus: list.plusButton, navigation: navigation,
        form: { (screen: MemberDetailScreen) in screen.detailView })
      narrator.say(
        "The form refused the input before any message was sent: the delegate heard",
        "nothing, and the screen stays up with the reason.")
      narrator.show(navigation)

      narrator.step("Back")
      narrator.user("you tap ‹ Back")
      navigation.tapBackButton()
      narrator.replay(transcript)
      narrator.say("The list still has exactly one member: nothing was added and nothing was lost.")
      narrator.show(navigation)

      narrator.lifetimeCheck(
        "Every detail screen was released when it left the stack. Now the app lets go of",
        "the navigation controller, as when the scene closes:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }
}
