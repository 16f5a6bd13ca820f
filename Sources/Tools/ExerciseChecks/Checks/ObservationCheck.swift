// Exercise 8 (Lesson 8): the list loops over `Observations { … }` in a task that holds the
// list, and the roster it observes outlives the list, so the loop never ends and the list
// is never released. Passing means the rows follow every change, the list goes while the
// roster lives, a change after the list is gone finds a loop that does not trap, and then
// every task the list started has ended: none reads the roster again, none still holds it.
import LeakCheck
import Members
import StageKit

/// The check of exercise 8.
enum ObservationCheck {
  @MainActor
  static func run(_ type: any RosterListSubject.Type, _ context: CheckContext) async {
    let words = Words.Observation.self
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    let park = Member(name: "Park Jisoo", age: 25)
    let lee = Member(name: "Lee Dana", age: 31)
    // The only reference the check keeps: once every task of the list has ended, it is the only one.
    var roster = MemberRoster(members: [kim])
    do {
      let list = type.init(roster: roster)
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      context.step(words.stepOpen)
      guard await rows(of: list, show: [kim], after: .opened, roster, context) else { return }
      context.step(words.stepChange(park))
      roster.members = [kim, park]
      guard await rows(of: list, show: [kim, park], after: .joined(park), roster, context) else { return }
      context.step(words.stepChange(lee))
      roster.members = [kim, park, lee]
      guard await rows(of: list, show: [kim, park, lee], after: .joined(lee), roster, context) else { return }
    }
    context.step(words.stepClose)
    guard await LifetimeVerdict.expectReleased(watch, after: words.closed, hint: words.closeHint, context)
    else { return }
    context.step(words.stepLateChange, ifUnownedTraps: words.unownedMeaning)
    roster.members = [park, lee]
    await Patience.settle()
    let reads = roster.reads
    roster.members = [lee]
    await Patience.settle()
    context.step(words.stepTaskEnded)
    // A loop that still runs reads the roster at each change; one that ended has let go of it.
    guard roster.reads == reads, await Patience.until({ isKnownUniquelyReferenced(&roster) }) else {
      context.fail(roster.reads > reads ? words.taskStillReads : words.rosterStillHeld)
      return
    }
  }

  /// Waits until the list's rows show `members`; records what it shows, and whether it read the roster, when not.
  @MainActor
  private static func rows(
    of list: some RosterListSubject, show members: [Member], after moment: Words.Observation.Moment,
    _ roster: MemberRoster, _ context: CheckContext
  ) async -> Bool {
    let expected = members.map(\.description)
    let readsBefore = roster.reads
    guard await Patience.until({ MemberScene.rows(of: list) == expected }) else {
      let read = roster.reads > readsBefore || (moment == .opened && roster.reads > 0)
      context.fail(
        Words.Observation.rowsWrong(after: moment, shown: MemberScene.rows(of: list), expected: members, read: read))
      return false
    }
    return true
  }
}
