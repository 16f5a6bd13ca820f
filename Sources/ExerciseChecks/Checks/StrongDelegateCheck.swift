// Exercise 1 (Lesson 1): a detail screen that holds its delegate strongly, under a list
// that keeps its last detail screen. Passing means Save still adds the member, the list
// still keeps its last detail screen after ‹ Back, and everything goes when the scene closes.
import LeakCheck
import Members
import StageKit

/// The check of exercise 1.
enum StrongDelegateCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")

      context.step("tap +, type Kim Minji, 28, and tap Save")
      guard let detail = scene.tapPlus() else { return }
      watch.watch(detail, as: "MemberDetailScreen")
      scene.save(detail, name: "Kim Minji", age: "28")
      guard
        scene.expectMembers(
          list, [Member(name: "Kim Minji", age: 28)], after: "tapped Save",
          hint: "Does plusButtonTapped() set the detail screen's delegate, and does Save tell it addNewMember(_:)?"),
        scene.expectBackOnList(after: "tapped Save")
      else { return }

      context.step("tap + again, then ‹ Back: the list keeps this detail screen as lastDetail, for Undo")
      // Only the block names the screen, so that after Back only the list can be holding it.
      weak var kept: ViewController?
      do {
        guard let second = scene.tapPlus() else { return }
        watch.watch(second, as: "MemberDetailScreen (left with ‹ Back)")
        kept = second
      }
      scene.navigation.tapBackButton()
      guard kept != nil else {
        context.fail(
          "MemberDetailScreen was released at ‹ Back, while the list is still open.",
          "The list must keep lastDetail (for Undo), so lastDetail stays a strong reference.",
          "Keep that arrow as it is: which arrow back from the detail screen should not own?")
        return
      }
    }
    context.step("close the scene: nothing outside holds the navigation controller any more")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed",
      hint: "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?",
      context)
  }
}
