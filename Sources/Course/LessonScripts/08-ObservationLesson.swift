// Lesson 8: the member-editing exchange again, with Observation. The detail screen sends
// no message: it publishes state, and the list observes it. The script drives the real
// ViaObservation screens and awaits each delivery to its end, never a moment of time.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaObservation

/// Lesson 8: the same exchange with Observation.
package struct ObservationLesson: Lesson {
  package let number = 8
  package let title = "The same exchange with Observation"
  package let summary =
    "A detail screen publishes its ending as @Observable state and the list observes it\n"
    + "with Observations. --mistake shows an observation loop that keeps the list alive."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) async -> Bool {
    narrator.say(
      "Lesson 1's screens again, with one change: MemberDetailScreen (the sender) sends no",
      "message. It owns an @Observable state and changes it; MemberListScreen (the receiver)",
      "observes that state. No protocol, no `delegate = self`: the sender knows nobody.")
    narrator.code(
      "let phases = Observations { state.phase }",
      "listeners.listen(to: detailVC) { [weak self] in",
      "  for await phase in phases where phase != .editing {",
      "    self?.receive(phase, from: state)",
      "    return  // an ending comes once: the loop is over, and its task ends",
      "  }",
      "}",
      from: "Course/ViaObservation/MemberListScreen.swift#listen")

    let watch = LeakWatch()
    do {
      let list = MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation)
      watch.watch(list)
      _ = transcript.drain()

      narrator.step("Tap \"+\": observe, do not register")
      narrator.user("you tap +")
      list.plusButton.tap()
      narrator.say(
        "plusButtonTapped() made a MemberDetailScreen and started a loop over",
        "`Observations { state.phase }`, in a task that holds the list only weakly. The",
        "detail screen was not told anything: it has no idea that it is being observed.")
      narrator.replay(transcript)
      weak let adding = navigation.topScreen(MemberDetailScreen.self)
      adding.map { watch.watch($0, as: "MemberDetailScreen (add)") }

      narrator.step("Save: the sender changes its state")
      narrator.user("you type \"\(narrator.cast.first)\", 28, and tap Save")
      adding?.detailView.type(name: narrator.cast.first, age: "28", phone: "010-1234-5678", address: narrator.cast.city)
      adding?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "Save set `state.phase = .saved(.add(member))` and went back. The screen is already",
        "released, and the list has not heard yet: Observation delivers later, on the",
        "loop's next turn. The state outlives the screen, because the loop holds it.")
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.say("Now the loop saw the ending, applied it, and returned: the loop is over.")
      narrator.show(navigation)

      narrator.step("Edit a row: .saved(.update(index:, member))")
      narrator.user("you tap row 1, change the age to 29, and tap Save")
      list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      weak let editing = navigation.topScreen(MemberDetailScreen.self)
      editing.map { watch.watch($0, as: "MemberDetailScreen (edit)") }
      editing?.detailView.type(age: "29")
      editing?.detailView.saveButton.tap()
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.show(navigation)

      narrator.invalidAgeStep(
        "An invalid age publishes nothing", transcript: transcript, watch: watch, plus: list.plusButton,
        navigation: navigation,
        form: { (screen: MemberDetailScreen) in screen.detailView })
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.say("The state is still `editing`, so the loop has nothing to deliver and keeps waiting.")

      narrator.step("Back: the sender goes away without saving")
      narrator.user("you tap ‹ Back")
      navigation.tapBackButton()
      await list.waitForDelivery()
      narrator.replay(transcript)
      narrator.say(
        "Observation does not notice that an object went away, so the screen's last act",
        "(its deinit) sets `state.phase = .closed`. The loop sees that ending and returns.",
        "The list still has exactly one member.")
      narrator.show(navigation)

      narrator.lifetimeCheck("Every loop has ended. Now the app lets go of the navigation controller:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }
}
