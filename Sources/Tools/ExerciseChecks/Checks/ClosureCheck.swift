// Exercise 4 (Lesson 4): the list keeps one detail screen and reuses it; the detail's
// onSave closure captures the list strongly, so each holds the other through a closure.
// Passing means a Save reaches the list that opened the detail screen and no other (two
// windows are open at once), every "+" pushes that same detail screen, both go when the
// scene closes (with the detail screen open or not), and a detail screen that outlives
// its list can still be saved without trapping.
import LeakCheck
import Members
import StageKit

/// The check of exercise 4.
enum ClosureCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let words = Words.Closure.self
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      // Only the list may keep its detail screen between two "+".
      weak var first: ViewController?
      do {
        guard
          let detail = await scene.saveInTwoWindows(list, type, hint: words.otherListHint, saveHint: words.saveHint)
        else { return }
        watch.watch(detail, as: "MemberDetailScreen")
        first = detail
      }
      let park = Member(name: "Park Jisoo", age: 25)
      context.step(words.stepSave(park))
      guard let again = scene.tapPlus() else { return }
      guard again === first else {
        context.fail(words.newDetailScreen)
        return
      }
      scene.save(again, name: park.name, age: String(park.age))
      let action = words.saved(park)
      guard
        await scene.expectMembers(
          list, [Member(name: "Kim Minji", age: 28), park], after: action, hint: words.saveHint),
        scene.expectBackOnList(after: action)
      else { return }
    }
    context.step(words.stepClose)
    guard
      await LifetimeVerdict.expectReleased(watch, after: Words.Lifetime.sceneClosed, hint: words.closeHint, context),
      await MemberScene.closeWithDetailOpen(type, hint: words.closeHint, context),
      await MemberScene.saveAfterListIsGone(type, hint: words.closeHint, meaning: words.unownedMeaning, context)
    else { return }
  }
}
