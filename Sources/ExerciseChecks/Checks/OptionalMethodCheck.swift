// Exercise 3 (Lesson 3): the list implements an optional delegate method that the detail
// screen never reaches, because the method exists only in a protocol extension.
import LeakCheck
import Members
import StageKit

/// The check of exercise 3.
enum OptionalMethodCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    do {
      let list = type.init(members: [kim])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")

      context.step("the list holds Kim Minji, 28; tap +, type Kim Minji again, 30, and tap Save")
      guard let detail = scene.tapPlus() else { return }
      watch.watch(detail, as: "MemberDetailScreen")
      scene.save(detail, name: "Kim Minji", age: "30")
      let members = list.memberListManager.getMemberList()
      guard members == [kim] else {
        context.fail(
          "After you saved a second Kim Minji, the list holds \(MemberScene.describe(members)).",
          "MemberListScreen.shouldAdd(_:) refuses a name already in the list, but nobody asked it:",
          "the detail screen called a shouldAdd(_:), just not the list's. Which one, and why?")
        return
      }
      guard scene.navigation.topViewController === detail else {
        context.fail(
          "The duplicate was refused, but the detail screen went back without saying why.",
          "When the delegate refuses, stay on the detail screen and show the reason.")
        return
      }

      context.step("type Park Jisoo, 25 instead, and tap Save")
      scene.save(detail, name: "Park Jisoo", age: "25")
      guard
        scene.expectMembers(
          list, [kim, Member(name: "Park Jisoo", age: 25)], after: "saved Park Jisoo",
          hint: "A new name must still be added: shouldAdd(_:) refuses only names already in the list."),
        scene.expectBackOnList(after: "saved Park Jisoo")
      else { return }
    }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed", hint: "The detail screen's delegate must stay weak.", context)
  }
}
