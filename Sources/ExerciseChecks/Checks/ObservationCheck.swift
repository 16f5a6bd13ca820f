// Exercise 8 (Lesson 8): the list re-registers withObservationTracking after every change,
// and its onChange closure captures the list: the roster, which outlives the list, then
// keeps the list alive through the tracking.
import LeakCheck
import Members
import StageKit

/// The check of exercise 8.
enum ObservationCheck {
  @MainActor
  static func run(_ type: any RosterListSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    let park = Member(name: "Park Jisoo", age: 25)
    let roster = MemberRoster(members: [kim])
    do {
      let list = type.init(roster: roster)
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      context.step("the list opens on a roster holding Kim Minji, 28")
      guard rows(list, show: [kim], after: "the list opened", context) else { return }
      context.step("add Park Jisoo to the roster; waiting for MemberListScreen to read roster.members again")
      await roster.read(after: { roster.members = [kim, park] })
      guard rows(list, show: [kim, park], after: "Park Jisoo joined the roster", context) else { return }
      context.step("add Lee Dana too: the list must still be observing")
      let lee = Member(name: "Lee Dana", age: 31)
      await roster.read(after: { roster.members = [kim, park, lee] })
      guard rows(list, show: [kim, park, lee], after: "Lee Dana joined the roster", context) else { return }
    }
    context.step("close the scene; the roster lives on, as app-wide models do")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed, with the roster still alive",
      hint: "The roster keeps your onChange closure until the next change. A [weak self] on the inner Task is "
        + "not enough: onChange must capture self to hand it on, so put [weak self] on onChange itself.",
      context)
    withExtendedLifetime(roster) {}
  }

  @MainActor
  private static func rows(
    _ list: some RosterListSubject, show members: [Member], after moment: String, _ context: CheckContext
  ) -> Bool {
    let rows = MemberScene.rows(of: list)
    guard rows == members.map(\.description) else {
      context.fail(
        "After \(moment), the list shows \(rows.isEmpty ? "no rows" : rows.joined(separator: " and ")).",
        "It should show \(MemberScene.describe(members)): read roster.members inside withObservationTracking.")
      return false
    }
    return true
  }
}
