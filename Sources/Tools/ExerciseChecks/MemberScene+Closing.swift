// Two ways a scene ends that the happy path never shows. A scene may close while its detail
// screen is still open, without anyone tapping Back; and a detail screen may outlive its
// list, as when a window closes mid-edit while that screen is still shown, and then be
// saved. A fix that breaks a cycle only at Back fails the first; a reference that promised
// the list would always be there (`unowned`) traps in the second.
import LeakCheck
import Members
import StageKit

extension MemberScene {
  /// Opens a scene on a new list, taps "+", closes the scene with the detail screen open,
  /// and records a problem unless both screens were released.
  static func closeWithDetailOpen(_ type: any MemberEditingSubject.Type, hint: String, _ context: CheckContext) async
    -> Bool
  {
    let watch = LeakWatch()
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(list, as: "MemberListScreen")
      context.step(Words.Scene.stepCloseWithDetailOpen)
      guard let detail = scene.tapPlus() else { return false }
      watch.watch(detail, as: "MemberDetailScreen")
    }
    return await LifetimeVerdict.expectReleased(
      watch, after: Words.Scene.momentClosedWithDetailOpen, hint: hint, context)
  }

  /// Opens a scene on a new list and taps "+"; closes the scene while the check keeps the
  /// detail screen; expects the list released; then saves Lee Dana on that detail screen.
  ///
  /// - Parameters:
  ///   - type: The list screen's type.
  ///   - hint: The last line of a verdict about what is still alive.
  ///   - meaning: What a trap on an `unowned` reference during that Save means.
  ///   - context: Where problems are recorded.
  /// - Returns: `true` when the list went, and the detail screen after it.
  static func saveAfterListIsGone(
    _ type: any MemberEditingSubject.Type, hint: String, meaning: [String], _ context: CheckContext
  ) async -> Bool {
    let watch = LeakWatch()
    var kept: ViewController?
    do {
      let list = type.init(members: [])
      let scene = MemberScene(navigation: NavigationController(rootViewController: list), context: context)
      watch.watch(list, as: "MemberListScreen")
      context.step(Words.Scene.stepKeepDetail)
      guard let detail = scene.tapPlus() else { return false }
      kept = detail
    }
    let after = LeakWatch()
    guard await LifetimeVerdict.expectReleased(watch, after: Words.Scene.momentListGone, hint: hint, context) else {
      return false
    }
    do {
      guard let detail = kept else { return false }
      context.step(Words.Scene.stepLateSave, ifUnownedTraps: meaning)
      save(detail, name: "Lee Dana", age: "31")
      after.watch(detail, as: "MemberDetailScreen")
    }
    kept = nil
    return await LifetimeVerdict.expectReleased(after, after: Words.Scene.momentLateSaveDone, hint: hint, context)
  }
}
