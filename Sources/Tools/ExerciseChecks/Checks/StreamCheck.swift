// Exercise 6 (Lesson 6): the list reads an events stream in a Task that captures
// `[weak self]` and then calls an async method on self: self is strong for the whole loop.
// Passing means each event is added, the list goes while the stream is still open, an
// event that arrives after the list is gone finds a loop that does not trap, and then the
// task the list started has ended: it does not ask for another member, and lets the
// stream go.
import LeakCheck
import Members
import StageKit

/// The check of exercise 6.
enum StreamCheck {
  @MainActor
  static func run(_ type: any StreamListSubject.Type, _ context: CheckContext) async {
    let words = Words.Stream.self
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    let feed = EventFeed(members: [kim])
    defer { feed.finish() }
    do {
      let list = type.init(events: feed.makeStream())
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      context.step(words.stepDelivers)
      let answered = await Patience.until { feed.pulls >= 2 }
      // The loop may add the member in work it scheduled for later.
      _ = answered ? await Patience.until { list.memberListManager.getMemberList() == [kim] } : false
      let members = list.memberListManager.getMemberList()
      guard answered else {
        context.fail(feed.pulls == 0 ? words.neverRead : words.stoppedAfterOne(members))
        return
      }
      guard members == [kim] else {
        context.fail(words.wrongMembers(members))
        return
      }
    }
    context.step(words.stepClose)
    guard
      await LifetimeVerdict.expectReleased(watch, after: words.closed, hint: words.closeHint, context),
      feed.isAwaited
    else { return }
    context.step(words.stepLateEvent, ifUnownedTraps: words.unownedMeaning)
    let pulls = feed.pulls
    feed.send(Member(name: "Park Jisoo", age: 25))
    // The loop either comes back for more or ends and drops the stream: both are events.
    _ = await Patience.until { feed.pulls > pulls || feed.isDropped }
    context.step(words.stepTaskEnded)
    guard feed.isDropped else {
      context.fail(feed.pulls > pulls ? words.taskStillReads : words.streamStillHeld)
      return
    }
  }
}
