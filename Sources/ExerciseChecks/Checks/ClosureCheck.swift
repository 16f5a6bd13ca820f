// Exercise 4 (Lesson 4): the list keeps one detail screen and reuses it; the detail's
// onSave closure captures the list strongly, so each holds the other through a closure.
// Passing means every "+" pushes that same detail screen and both go when the scene closes.
import LeakCheck
import Members
import StageKit

/// The check of exercise 4.
enum ClosureCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")
      var expected: [Member] = []
      weak var first: ViewController?
      for (name, age) in [("Kim Minji", 28), ("Park Jisoo", 25)] {
        context.step("tap +, type \(name), \(age), and tap Save")
        guard let detail = scene.tapPlus() else { return }
        if expected.isEmpty {
          watch.watch(detail, as: "MemberDetailScreen")
          first = detail
        } else if detail !== first {
          context.fail(
            "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +.",
            "Keep the reuse (the lazy detailScreen), and change only what its onSave closure captures.")
          return
        }
        scene.save(detail, name: name, age: String(age))
        expected.append(Member(name: name, age: age))
        guard
          scene.expectMembers(
            list, expected, after: "saved \(name)",
            hint: "Does the detail screen call onSave, and does the list's closure add the member?"),
          scene.expectBackOnList(after: "saved \(name)")
        else { return }
      }
    }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed",
      hint: "The list owns the detail screen, which owns onSave: what does that closure capture?", context)
  }
}
