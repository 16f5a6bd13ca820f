// Exercise 5 (Lesson 5): the list observes a typed NotificationCenter message. First the
// token is dropped, so it hears nothing; kept, its closure must not capture the list.
import LeakCheck
import Members
import StageKit

/// The check of exercise 5.
enum NotificationCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")

      context.step("tap +, type Kim Minji, 28, and tap Save: the detail screen posts MemberSaved")
      guard let detail = scene.tapPlus() else { return }
      watch.watch(detail, as: "MemberDetailScreen")
      scene.save(detail, name: "Kim Minji", age: "28")
      guard
        scene.expectMembers(
          list, [Member(name: "Kim Minji", age: 28)], after: "tapped Save",
          hint: "The message was posted, but did anyone still observe it? Look at what addObserver returns."),
        scene.expectBackOnList(after: "tapped Save")
      else { return }
    }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed",
      hint: "NotificationCenter keeps your observer's closure as long as the token lives: what does it capture?",
      context)
  }
}
