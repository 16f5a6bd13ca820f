// Lesson 6: the member-editing exchange of Lesson 1 with an AsyncStream instead of a
// delegate. The script drives the real ViaAsyncStream screens and waits for delivery by
// awaiting the reading tasks, never by waiting for an amount of time.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaAsyncStream

/// Lesson 6: member editing through an AsyncStream of events.
package struct AsyncStreamLesson: Lesson {
  package let number = 6
  package let title = "The same exchange with AsyncStream"
  package let summary =
    "A detail screen writes each edit (.add or .update) into its own AsyncStream; the list reads\n"
    + "them in a task. --mistake shows a [weak self] task that keeps the list alive anyway."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) async -> Bool {
    narrator.say(
      "Lesson 1's exchange again, without a delegate. MemberDetailScreen (the sender) keeps",
      "no reference to anyone: it writes each edit into a stream of its own. MemberListScreen",
      "(the receiver) reads that stream in a task, one edit at a time.")
    narrator.code("package let events: MemberStream", from: "Course/ViaAsyncStream/MemberDetailScreen.swift#channel")
    narrator.say("Its type names what it carries, the edit every mechanism of the course carries:")
    narrator.code(
      "package typealias MemberStream = AsyncStream<MemberEdit>",
      from: "Course/ViaAsyncStream/MemberStream.swift#stream"
    )

    let watch = LeakWatch()
    do {
      let list = MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation)
      watch.watch(list)
      _ = transcript.drain()

      narrator.step("Tap \"+\": push, and start reading")
      narrator.user("you tap +")
      list.plusButton.tap()
      narrator.say(
        "plusButtonTapped() made an empty MemberDetailScreen, started a task that runs",
        "`for await edit in detailVC.events`, and pushed the screen. The task holds the",
        "list only weakly, and the detail screen does not know the list at all.")
      narrator.replay(transcript)
      weak let adding = navigation.topScreen(MemberDetailScreen.self)
      adding.map { watch.watch($0, as: "MemberDetailScreen (add)") }

      narrator.step("Save: the sender writes an edit")
      narrator.user("you type \"\(narrator.cast.first)\", 28, and tap Save")
      adding?.detailView.type(name: narrator.cast.first, age: "28")
      adding?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The edit went into the stream, the screen went back, its stream finished when it",
        "left the stack, and it was released. But look at the list: the member is not there.")
      narrator.show(navigation)

      narrator.step("The reading task runs: the edit arrives")
      narrator.say("Delivery is asynchronous. The lesson awaits the reading task (no sleeping):")
      narrator.code(
        "await list.waitForDelivery()", from: "Course/LessonScripts/06-AsyncStreamLesson.swift#wait-for-delivery")
      // snippet: wait-for-delivery
      await list.waitForDelivery()
      // end snippet
      narrator.replay(transcript)
      narrator.say(
        "The edit arrived after its sender was released: the stream, not the screen, carried",
        "it. The task's loop then ended, because the stream had finished.")
      narrator.show(navigation)

      narrator.step("Edit a row: an update")
      narrator.user("you tap row 1, change the age to 29, and tap Save")
      list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      weak let editing = navigation.topScreen(MemberDetailScreen.self)
      editing.map { watch.watch($0, as: "MemberDetailScreen (edit)") }
      editing?.detailView.type(age: "29")
      editing?.detailView.saveButton.tap()
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.show(navigation)

      narrator.step("Back: the stream finishes with nothing in it")
      narrator.user("you tap +, type \"\(narrator.cast.second)\", then ‹ Back")
      list.plusButton.tap()
      weak let abandoned = navigation.topScreen(MemberDetailScreen.self)
      abandoned.map { watch.watch($0, as: "MemberDetailScreen (back)") }
      abandoned?.detailView.type(name: narrator.cast.second)
      navigation.tapBackButton()
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.say("Nothing was written, so nothing arrives: the list still has one member.")

      narrator.lifetimeCheck(
        "Every stream finished and every reading task ended. Now the app lets go of the",
        "navigation controller, as when the scene closes:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }
}
