// Exercise 1 (Lesson 1): a detail screen that holds its delegate strongly, under a list
// that keeps its last detail screen. Passing means Save still adds the member, to the list
// that opened the detail screen and no other (two windows are open at once), the list
// still keeps its last detail screen after ‹ Back, everything goes when the scene closes
// (with the detail screen open or not), and a detail screen that outlives its list can
// still be saved without trapping.
import LeakCheck
import Members
import StageKit

/// The check of exercise 1.
enum StrongDelegateCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let words = Words.Delegate.self
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")

      guard
        let detail = await scene.saveInTwoWindows(list, type, hint: words.otherListHint, saveHint: words.saveHint)
      else { return }
      watch.watch(detail, as: "MemberDetailScreen")

      context.step(words.stepBack)
      // Only the block names the screen, so that after Back only the list can be holding it.
      weak var kept: ViewController?
      do {
        guard let second = scene.tapPlus() else { return }
        watch.watch(second, as: "MemberDetailScreen (left with ‹ Back)")
        kept = second
      }
      scene.navigation.tapBackButton()
      guard kept != nil else {
        context.fail(words.releasedAtBack)
        return
      }
    }
    context.step(words.stepClose)
    guard
      await LifetimeVerdict.expectReleased(watch, after: Words.Lifetime.sceneClosed, hint: words.closeHint, context),
      await MemberScene.closeWithDetailOpen(type, hint: words.closeHint, context),
      await MemberScene.saveAfterListIsGone(type, hint: words.closeHint, meaning: words.unownedMeaning, context)
    else { return }
  }
}
