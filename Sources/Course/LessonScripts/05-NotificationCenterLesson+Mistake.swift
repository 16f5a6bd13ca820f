// Lesson 5's mistakes: the twin in ViaNotificationCenter's Mistakes folder, a list whose
// block captures `self` strongly, which a sender gone without a word leaves in the center;
// and an observer that drops its token. A file that imports the twins sees
// ViaNotificationCenter's names too, so it spells the twins' out in full; the correct run's
// file imports ViaNotificationCenter alone.
import Foundation
import LeakCheck
import Members
import StageKit
import ViaNotificationCenterMistakes

extension NotificationCenterLesson {
  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The deliberately wrong twin (Sources/Course/ViaNotificationCenter/Mistakes) drops one",
      "`[weak self]`, in the block the center keeps for each detail screen the list opens:")
    narrator.code(
      "handler: { self.receive($0) })  // MISTAKE: a strong `self` in a block the center keeps",
      from: "Course/ViaNotificationCenter/Mistakes/MemberListScreen.swift#listen")
    let caught = runStrongBlock(narrator, transcript: transcript)
    let deaf = runDroppedToken(narrator, transcript: transcript)
    return caught && deaf
  }

  /// The strong block: harmless while every sender posts, a leak once one goes without a word.
  private func runStrongBlock(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.step("Classic: a block observer that captures self, never removed")
    let watch = LeakWatch()
    weak var keptList: ViaNotificationCenterMistakes.MemberListScreen?
    do {
      let list = ViaNotificationCenterMistakes.MemberListScreen(style: .classic, center: NotificationCenter())
      let navigation = NavigationController(rootViewController: list)
      keptList = list
      watch.watch(navigation)
      watch.watch(list)
      narrator.user("you tap +, type \"\(narrator.cast.first)\", 28, and tap Save")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let saved = navigation.topScreen(ViaNotificationCenter.MemberDetailScreen.self)
      saved.map { watch.watch($0, as: "MemberDetailScreen (saved)") }
      saved?.detailView.type(name: narrator.cast.first, age: "28")
      saved?.detailView.saveButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "It works, which is why this slip survives code review: the message arrived, and the",
        "list ended that subscription, so the center let go of the block.")
      narrator.user("you tap +, then ‹ Back")
      list.navigationItem.rightBarButtonItem?.tap()
      weak let left = navigation.topScreen(ViaNotificationCenter.MemberDetailScreen.self)
      left.map { watch.watch($0, as: "MemberDetailScreen (back)") }
      navigation.tapBackButton()
      narrator.replay(transcript)
      narrator.say(
        "This detail screen went without a word, so nothing ended its subscription: the center",
        "keeps the block until the list is released, and the block holds the list.")

      narrator.lifetimeCheck("The app lets go of the navigation controller, as when the scene closes:")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)
    narrator.say(
      "No stored property of ours holds the list: the center holds the block, and the block",
      "holds the list. Releasing the list would remove the observer, but it is never released.")

    narrator.section("Removing the observer")
    narrator.say("Removing the list's observers, as releasing it would have done, frees the block:")
    narrator.code(
      "list.subscriptions.removeAll()",
      from: "Course/LessonScripts/05-NotificationCenterLesson+Mistake.swift#remove-observer")
    if let list = keptList {
      // snippet: remove-observer
      list.subscriptions.removeAll()
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("The center let go of the block, and the block of the list. The fix in real code:")
    narrator.say("take self weakly in every block the center keeps, `[weak self]`.")
    return caught && watch.report().isClean
  }

  /// The dropped token: an observer that hears nothing, beside a list that hears.
  private func runDroppedToken(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.step("Typed: a dropped token")
    narrator.say("An activity log observes a detail screen's updates, and drops the token it is given:")
    narrator.code(
      "_ = log.observe(detail, on: center)",
      from: "Course/LessonScripts/05-NotificationCenterLesson+Mistake.swift#dropped-token")
    let center = NotificationCenter()
    let list = ViaNotificationCenter.MemberListScreen(
      members: [Member(name: narrator.cast.first, age: 28)], style: .typed, center: center)
    let navigation = NavigationController(rootViewController: list)
    let log = ActivityLog()
    narrator.user("you tap row 1, change the age to 29, and tap Save")
    list.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    if let detail = navigation.topScreen(ViaNotificationCenter.MemberDetailScreen.self) {
      // snippet: dropped-token
      _ = log.observe(detail, on: center)
      // end snippet
      detail.detailView.type(age: "29")
      detail.detailView.saveButton.tap()
    }
    narrator.replay(transcript)
    let heard = list.memberListManager.getMemberList().first?.age == 29
    let deaf = heard && log.lines.isEmpty
    narrator.say(
      "The list, which keeps its token, updated row 1. The log wrote \(log.lines.count) lines: the token",
      "that addObserver returned is the observation, and `_ =` dropped it, which ended the",
      "observation before Save. Nothing crashed and nothing warned. Keep the token.")
    narrator.say("")
    narrator.say(
      deaf
        ? "Verdict: deafness shown, as this mistake predicts."
        : "Verdict: the log heard it, but this mistake should be deaf. The check is broken.")
    return deaf
  }
}
