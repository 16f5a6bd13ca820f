// Exercise 5 (Lesson 5): the list observes a typed NotificationCenter message. First the
// token is dropped, so it hears nothing; kept, its closure must not capture the list. The
// check counts who hears each Save: two lists are open at once (two windows), and each
// must hear only the detail screens it opened, once per Save, however often "+" was
// tapped. A detail screen that outlives its list is saved last: an observer that promised
// the list would still be there (`unowned`) traps.
import LeakCheck
import Members
import StageKit

/// The check of exercise 5.
enum NotificationCheck {
  @MainActor
  static func run(_ type: any MemberEditingSubject.Type, _ context: CheckContext) async {
    let words = Words.Notification.self
    let watch = LeakWatch()
    let kim = Member(name: "Kim Minji", age: 28)
    let park = Member(name: "Park Jisoo", age: 25)
    let lee = Member(name: "Lee Dana", age: 31)
    do {
      let first = type.init(members: [])
      let second = type.init(members: [])
      let one = MemberScene(navigation: NavigationController(rootViewController: first), context: context)
      let two = MemberScene(navigation: NavigationController(rootViewController: second), context: context)
      watch.watch(first, as: "MemberListScreen (first window)")
      watch.watch(second, as: "MemberListScreen (second window)")
      // The detail screens stay alive until both windows close, so that no new screen can be
      // made at the address of one that is gone: a center tells subjects apart by address.
      var opened: [ViewController] = []

      context.step(words.stepSave)
      guard save(kim, in: one, &opened, context),
        expect(first, [kim], in: .first, after: words.savedKim, savedIn: .first, context),
        one.expectBackOnList(after: words.savedKim),
        expect(second, [], in: .second, after: words.savedKim, savedIn: .first, context)
      else { return }

      context.step(words.stepBackThenSave)
      guard let backed = one.tapPlus() else { return }
      opened.append(backed)
      one.navigation.tapBackButton()
      guard save(park, in: one, &opened, context),
        expect(first, [kim, park], in: .first, after: words.savedPark, savedIn: .first, context),
        expect(second, [], in: .second, after: words.savedPark, savedIn: .first, context)
      else { return }

      context.step(words.stepSaveInSecond)
      guard save(lee, in: two, &opened, context),
        expect(second, [lee], in: .second, after: words.savedLee, savedIn: .second, context),
        expect(first, [kim, park], in: .first, after: words.savedLee, savedIn: .second, context)
      else { return }
    }
    context.step(words.stepClose)
    guard
      await LifetimeVerdict.expectReleased(watch, after: words.bothClosed, hint: words.closeHint, context),
      await MemberScene.closeWithDetailOpen(type, hint: words.closeHint, context),
      await MemberScene.saveAfterListIsGone(type, hint: words.closeHint, meaning: words.unownedMeaning, context)
    else { return }
  }

  /// Taps "+" in `scene` and saves `member` there, keeping the detail screen in `opened`.
  @MainActor
  private static func save(
    _ member: Member, in scene: MemberScene, _ opened: inout [ViewController], _ context: CheckContext
  ) -> Bool {
    guard let detail = scene.tapPlus() else { return false }
    opened.append(detail)
    scene.save(detail, name: member.name, age: String(member.age))
    return true
  }

  /// Records a problem unless the list of `window` holds exactly `expected` after a Save made in `savedIn`.
  ///
  /// The verdict says what the count shows: nothing heard, a Save heard in the wrong
  /// window, or one Save heard more than once.
  @MainActor
  private static func expect(
    _ list: some MemberEditingSubject, _ expected: [Member], in window: Words.Notification.Window,
    after action: String, savedIn: Words.Notification.Window, _ context: CheckContext
  ) -> Bool {
    let words = Words.Notification.self
    let members = list.memberListManager.getMemberList()
    guard members != expected else { return true }
    let repeated = members.first { member in members.filter { $0 == member }.count > 1 }
    if window != savedIn {
      context.fail(words.heardOtherWindow(after: action, window, members))
    } else if let member = repeated, Set(members) == Set(expected) {
      context.fail(words.heardTwice(after: action, members, times: members.filter { $0 == member }.count))
    } else {
      context.fail(Words.Scene.listHolds(after: action, members, not: expected), words.didNotHear)
    }
    return false
  }
}
