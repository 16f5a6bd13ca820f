// The moves every member check makes, said the way a user would do them, each recording
// the problem when the learner's screens do not respond as the lesson's do.
import MemberViews
import Members
import StageKit

/// A user's hands on a member list in a navigation controller.
@MainActor
struct MemberScene {
  let navigation: NavigationController
  let context: CheckContext

  /// The list screen at the bottom of the stack.
  var list: ViewController? { navigation.viewControllers.first }

  /// The rows the list's table shows: its view is the table, or holds it.
  static func rows(of screen: ViewController) -> [String] {
    let view = screen.view
    let table = view as? TableView ?? view.subviews.lazy.compactMap { $0 as? TableView }.first
    return table?.visibleRows ?? []
  }

  /// Taps "+" and returns the detail screen it pushed, or records why there is none.
  func tapPlus() -> ViewController? {
    guard let plus = list?.navigationItem.rightBarButtonItem else {
      context.fail(Words.Scene.noPlusButton)
      return nil
    }
    plus.tap()
    guard let detail = navigation.topViewController, detail !== list else {
      context.fail(Words.Scene.plusPushedNothing)
      return nil
    }
    guard detail.view is MemberFormView else {
      context.fail(Words.Scene.plusPushed(detail.transcriptName))
      return nil
    }
    return detail
  }

  /// Types a member into a detail screen's form and taps Save.
  static func save(_ detail: ViewController, name: String, age: String) {
    guard let form = detail.view as? MemberFormView else { return }
    form.type(name: name, age: age, phone: "", address: "")
    form.saveButton.tap()
  }

  /// Types a member into the detail screen's form and taps Save.
  func save(_ detail: ViewController, name: String, age: String) {
    Self.save(detail, name: name, age: age)
  }

  /// Lets scheduled work run until the list holds exactly `expected`, and records a problem unless it does.
  func expectMembers(
    _ list: some MemberEditingSubject, _ expected: [Member], after action: String, hint: String
  ) async -> Bool {
    guard !(await ScheduledWork.run(until: { list.memberListManager.getMemberList() == expected })) else { return true }
    let members = list.memberListManager.getMemberList()
    context.fail(Words.Scene.listHolds(after: action, members, not: expected), hint)
    return false
  }

  /// Records a problem unless the detail screen went back to the list.
  func expectBackOnList(after action: String) -> Bool {
    guard navigation.viewControllers.count == 1 else {
      context.fail(Words.Scene.stillOnDetail(after: action))
      return false
    }
    return true
  }
}
