// Two windows, each with a member list of its own, as on an iPad: a Save must reach the
// list that opened its detail screen, and no other. A receiver found some other way than
// the connection the lesson teaches (the list loaded last, say) works while there is one
// list, and fails here. The two flows also end out of order: the detail screen opened
// first is saved last.
import Members
import StageKit

extension MemberScene {
  /// Opens a second window on a new list of `type`, taps "+" in both windows, saves Lee
  /// Dana in the second, then Kim Minji in this one, and records a problem unless each list
  /// holds only the member saved in its own window.
  ///
  /// - Parameters:
  ///   - list: This window's list, which must be empty.
  ///   - type: The list screen's type, for the second window.
  ///   - hint: What to ask when a Save reached the other window's list.
  ///   - saveHint: What to ask when a Save reached no list.
  /// - Returns: This window's detail screen, saved and gone back from, or `nil` when a
  ///   problem was recorded.
  func saveInTwoWindows(
    _ list: some MemberEditingSubject, _ type: any MemberEditingSubject.Type, hint: String, saveHint: String
  ) async -> ViewController? {
    let words = Words.Scene.self
    let other = type.init(members: [])
    let second = MemberScene(navigation: NavigationController(rootViewController: other), context: context)
    let lee = Member(name: "Lee Dana", age: 31)
    let kim = Member(name: "Kim Minji", age: 28)
    context.step(words.stepTwoWindows)
    guard let detail = tapPlus(), let otherDetail = second.tapPlus() else { return nil }
    second.save(otherDetail, name: lee.name, age: String(lee.age))
    let windows: [(Words.Scene.Window, any MemberEditingSubject, [Member])] = [
      (.first, list, []), (.second, other, [lee]),
    ]
    guard await Self.expect(windows, after: words.savedLee, savedIn: .second, hint: hint, saveHint: saveHint, context)
    else { return nil }
    save(detail, name: kim.name, age: String(kim.age))
    let after: [(Words.Scene.Window, any MemberEditingSubject, [Member])] = [
      (.first, list, [kim]), (.second, other, [lee]),
    ]
    guard await Self.expect(after, after: words.savedKim, savedIn: .first, hint: hint, saveHint: saveHint, context),
      expectBackOnList(after: words.savedKim)
    else { return nil }
    return detail
  }

  /// Lets scheduled work run until every list holds what it should; otherwise records
  /// first a Save that reached the other window's list, then one that reached none.
  private static func expect(
    _ windows: [(window: Words.Scene.Window, list: any MemberEditingSubject, expected: [Member])],
    after action: String, savedIn: Words.Scene.Window, hint: String, saveHint: String, _ context: CheckContext
  ) async -> Bool {
    let holds = { (list: any MemberEditingSubject) in list.memberListManager.getMemberList() }
    guard !(await ScheduledWork.run(until: { windows.allSatisfy { holds($0.list) == $0.expected } })) else {
      return true
    }
    for (window, list, expected) in windows where window != savedIn && holds(list) != expected {
      context.fail(Words.Scene.reachedOtherList(after: action, window, holds(list)), hint)
      return false
    }
    for (_, list, expected) in windows where holds(list) != expected {
      context.fail(Words.Scene.listHolds(after: action, holds(list), not: expected), saveHint)
      return false
    }
    return false
  }
}
