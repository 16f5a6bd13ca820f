// Exercise 3 (Lesson 3): the list implements an optional delegate method that the detail
// screen never reaches, because the method exists only in a protocol extension. More
// receivers keep the fix honest: JoinLog has no shouldAdd(_:) and must accept all;
// FullClub is no MemberListScreen yet must be asked; and a receiver made by the check,
// of a type the learner's code has never seen, must be asked too, so a detail screen that
// casts its delegate to the types it knows cannot pass.
import LeakCheck
import MemberViews
import Members
import StageKit

/// The check of exercise 3.
enum OptionalMethodCheck {
  /// The rules of the receiver the learner's code has never seen: a closed waiting list.
  enum ClosedWaitingList: ReceiverRules {
    static func shouldAdd(_ member: Member) -> Bool { false }
  }

  @MainActor
  static func run(_ type: any OptionalMethodSubject.Type, _ context: CheckContext) async {
    let words = Words.OptionalMethod.self
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    do {
      let list = type.init(members: [kim])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(scene.navigation, as: "NavigationController")
      watch.watch(list, as: "MemberListScreen")

      context.step(words.stepDuplicate)
      guard let detail = scene.tapPlus() else { return }
      watch.watch(detail, as: "MemberDetailScreen")
      scene.save(detail, name: "Kim Minji", age: "30")
      await ScheduledWork.settle()
      let members = list.memberListManager.getMemberList()
      guard members == [kim] else {
        context.fail(words.duplicateAdded(members))
        return
      }
      guard scene.navigation.topViewController === detail else {
        context.fail(words.refusedSilently, words.stayWithReason)
        return
      }

      context.step(words.stepNewName)
      scene.save(detail, name: "Park Jisoo", age: "25")
      guard
        await scene.expectMembers(
          list, [kim, Member(name: "Park Jisoo", age: 25)], after: words.savedPark, hint: words.newNameHint),
        scene.expectBackOnList(after: words.savedPark)
      else { return }
    }
    guard await acceptsAll(type.makeReceiverWithoutShouldAdd(), watch, context),
      await isAsked(type.makeReceiverThatRefuses(), as: .fullClub, watch, context),
      await isAsked(type.makeReceiver(following: ClosedWaitingList.self), as: .stranger, watch, context)
    else { return }
    context.step(words.stepClose)
    _ = await LifetimeVerdict.expectReleased(
      watch, after: Words.Lifetime.sceneClosed, hint: words.closeHint, context)
  }

  /// Saves Lee Dana on a detail screen of `receiver`, which has no shouldAdd(_:), and expects it added.
  @MainActor
  private static func acceptsAll(
    _ receiver: any MemberReceiverSubject, _ watch: LeakWatch, _ context: CheckContext
  ) async -> Bool {
    let words = Words.OptionalMethod.self
    let lee = Member(name: "Lee Dana", age: 31)
    context.step(words.stepJoinLog)
    guard let navigation = save(lee, on: receiver.makeDetailScreen(), for: "JoinLog", watch, context)
    else { return false }
    guard await ScheduledWork.run(until: { receiver.added == [lee] }) else {
      context.fail(words.joinLogRefused(receiver.added))
      return false
    }
    guard navigation.viewControllers.count == 1 else {
      context.fail(words.joinLogStayed)
      return false
    }
    return true
  }

  /// Saves Lee Dana on a detail screen of `receiver`, whose own shouldAdd(_:) refuses, and expects a refusal.
  @MainActor
  private static func isAsked(
    _ receiver: any MemberReceiverSubject, as who: Words.OptionalMethod.Refuser, _ watch: LeakWatch,
    _ context: CheckContext
  ) async -> Bool {
    let words = Words.OptionalMethod.self
    let lee = Member(name: "Lee Dana", age: 31)
    context.step(words.stepRefuser(who))
    guard let navigation = save(lee, on: receiver.makeDetailScreen(), for: who.name, watch, context)
    else { return false }
    await ScheduledWork.settle()
    guard receiver.added.isEmpty else {
      context.fail(words.refuserNotAsked(who, given: receiver.added))
      return false
    }
    guard navigation.viewControllers.count == 2 else {
      context.fail(words.refuserSilent(who))
      return false
    }
    return true
  }

  /// Pushes `detail`, the screen of a receiver named `receiver`, on a stack of its own,
  /// types `member` and taps Save.
  ///
  /// - Returns: The stack, or `nil` when the screen has no member form.
  @MainActor
  private static func save(
    _ member: Member, on detail: ViewController, for receiver: String, _ watch: LeakWatch, _ context: CheckContext
  ) -> NavigationController? {
    let navigation = NavigationController(rootViewController: ViewController(name: "Home"))
    navigation.pushViewController(detail, animated: false)
    guard let form = detail.view as? MemberFormView else {
      context.fail(Words.OptionalMethod.noForm(receiver))
      return nil
    }
    watch.watch(detail, as: "MemberDetailScreen (for \(receiver))")
    form.type(name: member.name, age: String(member.age), phone: "", address: "")
    form.saveButton.tap()
    return navigation
  }
}
