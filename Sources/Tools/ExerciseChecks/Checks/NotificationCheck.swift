// Exercise 5 (Lesson 5): the list observes a typed NotificationCenter message. First the
// token is dropped, so it hears nothing; kept, its closure must not capture the list. Two
// lists are open at once (two windows), and the check counts who hears each Save: each
// list must hear only the detail screens it opened, once per Save, however often "+" was
// tapped. A center tells subjects apart by address, so the check then makes a detail
// screen, on purpose, at the address of one that is gone, in the other window: once after
// a Save, once after ‹ Back (see NotificationWindows). A detail screen that outlives its
// list is saved last: an observer that promised the list would still be there (`unowned`)
// traps.
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
    do {
      let windows = NotificationWindows(type, context)
      watch.watch(windows.list(.first), as: "MemberListScreen (first window)")
      watch.watch(windows.list(.second), as: "MemberListScreen (second window)")

      context.step(words.stepSave)
      guard windows.save(kim, in: .first), await windows.expectHeard(after: words.savedKim, savedIn: .first),
        windows.expectBackOnList(.first, after: words.savedKim)
      else { return }

      context.step(words.stepBackThenSave)
      guard windows.back(in: .first), windows.save(park, in: .first),
        await windows.expectHeard(after: words.savedPark, savedIn: .first)
      else { return }

      context.step(words.stepReuseAfterSave)
      guard await windows.reuse(endingIn: .first, saving: Member(name: "Choi Yuna", age: 26), openIn: .second),
        windows.saveOnTop(Member(name: "Lee Dana", age: 31), in: .second),
        await windows.expectHeard(after: words.savedLee, savedIn: .second, reused: true),
        windows.expectBackOnList(.second, after: words.savedLee)
      else { return }

      context.step(words.stepReuseAfterBack)
      guard await windows.reuse(endingIn: .second, saving: nil, openIn: .first),
        windows.saveOnTop(Member(name: "Jung Hoon", age: 34), in: .first),
        await windows.expectHeard(after: words.savedJung, savedIn: .first, reused: true)
      else { return }
    }
    context.step(words.stepClose)
    guard
      await LifetimeVerdict.expectReleased(watch, after: words.bothClosed, hint: words.closeHint, context),
      await MemberScene.closeWithDetailOpen(type, hint: words.closeHint, context),
      await MemberScene.saveAfterListIsGone(type, hint: words.closeHint, meaning: words.unownedMeaning, context)
    else { return }
  }
}
