// Exercise 6 (Lesson 6): the list reads an events stream in a Task that captures
// `[weak self]` and then calls an async method on self: self is strong for the whole loop.
import LeakCheck
import Members
import StageKit

/// The check of exercise 6.
enum StreamCheck {
  @MainActor
  static func run(_ type: any StreamListSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    let feed = EventFeed(members: [kim])
    defer { feed.finish() }
    do {
      let list = type.init(events: feed.stream)
      let navigation = NavigationController(rootViewController: list)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      context.step("the events stream delivers Kim Minji, 28; waiting for MemberListScreen to ask for the next event")
      await feed.waitForPulls(2)
      let members = list.memberListManager.getMemberList()
      guard members == [kim] else {
        context.fail(
          "The list took Kim Minji, 28 from the stream, and now holds \(MemberScene.describe(members)).",
          "Each event should add its member: addNewMember(_:) for every element of the loop.")
        return
      }
    }
    context.step("close the scene while the events stream is still open")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed, with the events stream still open",
      hint: "`await self?.listen()` holds self strongly for as long as listen() runs, and listen() runs until "
        + "the stream ends: where can the loop run without holding self?",
      context)
  }
}
