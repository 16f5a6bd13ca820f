// Exercise 3 (Lesson 3): the list implements an optional delegate method that the detail
// screen never reaches, because the method exists only in a protocol extension. Two more
// receivers keep the fix honest: JoinLog has no shouldAdd(_:) and must accept all, and
// FullClub is no MemberListScreen yet must be asked.
import LeakCheck
import MemberViews
import Members
import StageKit

/// The check of exercise 3.
enum OptionalMethodCheck {
  @MainActor
  static func run(_ type: any OptionalMethodSubject.Type, _ context: CheckContext) async {
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
    guard receiverAcceptsAll(type.makeReceiverWithoutShouldAdd(), watch, context),
      receiverIsAsked(type.makeReceiverThatRefuses(), watch, context)
    else { return }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed", hint: "The detail screen's delegate must stay weak.", context)
  }

  /// Saves Lee Dana on a detail screen of `receiver`, which has no shouldAdd(_:), and expects it added.
  @MainActor
  private static func receiverAcceptsAll(
    _ receiver: any MemberReceiverSubject, _ watch: LeakWatch, _ context: CheckContext
  ) -> Bool {
    let lee = Member(name: "Lee Dana", age: 31)
    context.step("open a detail screen for JoinLog, which has no shouldAdd(_:); type Lee Dana, 31, and tap Save")
    guard let navigation = save(lee, on: receiver.makeDetailScreen(), for: "JoinLog", watch, context)
    else { return false }
    guard receiver.added == [lee] else {
      context.fail(
        "JoinLog has no shouldAdd(_:), yet it was not given Lee Dana, 31: it holds "
          + "\(MemberScene.describe(receiver.added)).",
        "Receivers that do not write shouldAdd(_:) must still accept every member: keep a default that says yes.")
      return false
    }
    guard navigation.viewControllers.count == 1 else {
      context.fail("JoinLog was given Lee Dana, 31, but its detail screen stayed: Save should go back.")
      return false
    }
    return true
  }

  /// Saves Lee Dana on a detail screen of `receiver`, whose own shouldAdd(_:) refuses, and expects a refusal.
  @MainActor
  private static func receiverIsAsked(
    _ receiver: any MemberReceiverSubject, _ watch: LeakWatch, _ context: CheckContext
  ) -> Bool {
    let lee = Member(name: "Lee Dana", age: 31)
    context.step("open a detail screen for FullClub, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31")
    guard let navigation = save(lee, on: receiver.makeDetailScreen(), for: "FullClub", watch, context)
    else { return false }
    guard receiver.added.isEmpty else {
      context.fail(
        "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it "
          + "\(MemberScene.describe(receiver.added)).",
        "Every receiver's shouldAdd(_:) must be the one asked, not only MemberListScreen's:",
        "ask through the protocol, without casting the delegate to one type.")
      return false
    }
    guard navigation.viewControllers.count == 2 else {
      context.fail(
        "FullClub refused Lee Dana, 31, but the detail screen went back without saying why.",
        "When the delegate refuses, stay on the detail screen and show the reason.")
      return false
    }
    return true
  }

  /// Pushes `detail`, the screen of `receiver`, on a stack of its own, types `member` and taps Save.
  ///
  /// - Returns: The stack, or `nil` when the screen has no member form.
  @MainActor
  private static func save(
    _ member: Member, on detail: ViewController, for receiver: String, _ watch: LeakWatch, _ context: CheckContext
  ) -> NavigationController? {
    let navigation = NavigationController(rootViewController: ViewController(name: "Home"))
    navigation.pushViewController(detail, animated: false)
    guard let form = detail.view as? MemberFormView else {
      context.fail("\(receiver)'s detail screen has no member form, so the check cannot use it.")
      return nil
    }
    watch.watch(detail, as: "MemberDetailScreen (for \(receiver))")
    form.type(name: member.name, age: String(member.age), phone: "", address: "")
    form.saveButton.tap()
    return navigation
  }
}
