// Lesson 5: the member-editing exchange again, through NotificationCenter. The detail
// screen posts to a center and knows nobody; the list observes the one detail screen it
// opened. The script drives the real ViaNotificationCenter screens, in both styles.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaNotificationCenter

/// Lesson 5: the same exchange with NotificationCenter.
package struct NotificationCenterLesson: Lesson {
  package let number = 5
  package let title = "The same exchange with NotificationCenter"
  package let summary =
    "The detail screen posts to a NotificationCenter and knows nobody; the list observes the\n"
    + "one screen it opened, with typed messages or classic userInfo. --mistake shows an observer\n"
    + "that is never removed (a leak) and a dropped token (an observer that hears nothing)."

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The same two screens as in Lesson 1, and no delegate. MemberDetailScreen (the sender)",
      "posts what happened to a NotificationCenter; MemberListScreen (the receiver) asked the",
      "center to tell it about that one detail screen. Neither screen points at the other.",
      "The detail screen posts:")
    narrator.code(
      "let notification = MemberNotification(edit: edit)", "center.post(notification, from: self, style: style)",
      from: "Course/ViaNotificationCenter/MemberDetailScreen.swift#save")
    narrator.say("and the list, for the one detail screen it opened, listens:")
    narrator.code(
      "subscriptions.listen(",
      "  for: MemberNotification.self, from: detailVC, ignored: { [weak self] in self?.ignore($0) },",
      "  handler: { [weak self] in self?.receive($0) })",
      from: "Course/ViaNotificationCenter/MemberListScreen.swift#listen")

    let watch = LeakWatch()
    do {
      // A center of the lesson's own; an app would share `.default`.
      let list = MemberListScreen(style: .typed, center: NotificationCenter())
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation, as: "NavigationController (typed)")
      watch.watch(list, as: "MemberListScreen (typed)")
      _ = transcript.drain()

      narrator.step("The empty list")
      narrator.say("This list uses typed messages: NotificationCenter.MainActorMessage structs.")
      narrator.show(navigation)

      narrator.step("Tap \"+\": the list observes this one detail screen")
      narrator.user("you tap +")
      list.plusButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "plusButtonTapped() made the detail screen, then observed it: addObserver(of: detailVC, …)",
        "returned a token, which the list keeps in its `subscriptions`. `of:` (`object:` in the",
        "classic style) means: only this sender. The detail screen holds the center, not the list.")
      weak let adding = navigation.topScreen(MemberDetailScreen.self)
      adding.map { watch.watch($0, as: "MemberDetailScreen (add)") }

      narrator.step("Save: the sender posts, the center delivers")
      narrator.user("you type \"\(narrator.cast.first)\", 28, and tap Save")
      adding?.detailView.type(name: narrator.cast.first, age: "28")
      adding?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "Two arrows where the delegate had one: the sender told the center, and the center told",
        "every observer of that sender. post(_:subject:) returns nothing: the sender cannot know",
        "who heard it, and no answer comes back. The list dropped its subscription after the",
        "one message, and the detail screen was released as soon as it was popped.")
      narrator.show(navigation)

      narrator.step("One post, many observers")
      narrator.user("you tap row 1")
      list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
      weak let editing = navigation.topScreen(MemberDetailScreen.self)
      editing.map { watch.watch($0, as: "MemberDetailScreen (edit)") }
      let log = ActivityLog()
      var logToken = editing.map { log.observe($0, on: list.center) }
      narrator.replay(transcript)
      narrator.say("An activity log observes the same detail screen, knowing nothing of the list.")
      narrator.user("you change the age to 29 and tap Save")
      editing?.detailView.type(age: "29")
      editing?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "One post, two observers. The arrow is the list's; the log draws no arrows (the order",
        "in which a center calls its observers is not promised, so the lesson prints only one),",
        "but it heard the same post: the list updated row 1, and the log wrote",
        "\"\(log.lines.joined())\". A delegate has room for one receiver; a center",
        "has room for any number, and delivers to them in no promised order.")
      logToken = nil
      _ = logToken
      narrator.show(navigation)

      runClassic(narrator, transcript: transcript, watch: watch)

      narrator.lifetimeCheck(
        "Every detail screen was released when it left its stack, and every subscription went",
        "with its message or its list. Now the app lets go of both navigation controllers:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  private func runClassic(_ narrator: Narrator, transcript: Transcript, watch: LeakWatch) {
    let list = MemberListScreen(style: .classic, center: NotificationCenter())
    let navigation = NavigationController(rootViewController: list)
    watch.watch(navigation, as: "NavigationController (classic)")
    watch.watch(list, as: "MemberListScreen (classic)")

    narrator.step("The classic style: a name and userInfo")
    narrator.say(
      "A second list, in the classic style: Notification.Name plus a userInfo dictionary",
      "of type [AnyHashable: Any]. The same screens, the same Save:")
    narrator.user("you tap +, type \"\(narrator.cast.second)\", 31, and tap Save")
    list.plusButton.tap()
    weak let adding = navigation.topScreen(MemberDetailScreen.self)
    adding.map { watch.watch($0, as: "MemberDetailScreen (classic)") }
    adding?.detailView.type(name: narrator.cast.second, age: "31")
    adding?.detailView.saveButton.tap()
    narrator.replay(transcript)
    narrator.say(
      "The payload travelled as userInfo[\"edit\"], and the list read it back with",
      "`notification.value(for: .edit, as: MemberEdit.self)`, which checks the type on arrival.")

    narrator.step("A notification with the wrong payload is ignored")
    narrator.user("you tap +")
    list.plusButton.tap()
    weak let waiting = navigation.topScreen(MemberDetailScreen.self)
    waiting.map { watch.watch($0, as: "MemberDetailScreen (waiting)") }
    narrator.replay(transcript)
    narrator.say("Some other code posts .memberNotification for this detail screen, with a String for the edit:")
    narrator.code(
      "list.center.post(name: .memberNotification, object: waiting, userInfo: [\"edit\": \"Lee Jun\"])",
      from: "Course/LessonScripts/05-NotificationCenterLesson.swift#wrong-payload")
    // snippet: wrong-payload
    list.center.post(name: .memberNotification, object: waiting, userInfo: ["edit": "Lee Jun"])
    // end snippet
    narrator.replay(transcript)
    narrator.say(
      "The compiler could not catch it: userInfo takes anything. The list refused it with a",
      "line in the transcript, and added nothing. With typed messages this does not compile.")
    narrator.user("you tap ‹ Back")
    navigation.tapBackButton()
    narrator.replay(transcript)
    narrator.show(navigation)
  }
}

/// A second observer of the same detail screen: it writes down every update it hears.
@MainActor
final class ActivityLog {
  private(set) var lines: [String] = []

  /// Observes `detail`'s updates; the observation lasts as long as the returned token.
  func observe(_ detail: MemberDetailScreen, on center: NotificationCenter) -> NotificationCenter.ObservationToken {
    center.addObserver(of: detail, for: MemberNotification.self) { [weak self] message in
      if case .update(let index, let member) = message.edit {
        self?.lines.append("row \(index + 1) is now \(member)")
      }
    }
  }
}
