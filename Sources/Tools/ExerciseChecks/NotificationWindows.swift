// The two windows of exercise 5's check, each with a member list, and what each list
// should hold. The check keeps every detail screen it opened until both windows close, so
// that no address is reused by chance; it lets one go on purpose only right before it
// makes a new screen at its address (`reuse`, and AddressReuse for how).
import Members
import StageKit

/// Two windows, each a member list in a navigation controller, and the members each should hold.
@MainActor
final class NotificationWindows {
  typealias Window = Words.Notification.Window

  private let first: (scene: MemberScene, list: any MemberEditingSubject)
  private let second: (scene: MemberScene, list: any MemberEditingSubject)
  private var expected: [Window: [Member]] = [:]
  /// Every detail screen opened and not let go on purpose.
  private var kept: [ViewController] = []
  /// The detail screens `reuse` left under the one it made, in each window.
  private var covered: [Window: Int] = [:]
  /// The smallest block a detail screen was made in so far: the size of its type.
  private var detailSize = 0
  private let context: CheckContext

  /// Opens both windows on empty lists of `type`.
  init(_ type: any MemberEditingSubject.Type, _ context: CheckContext) {
    let lists = (type.init(members: []), type.init(members: []))
    first = (MemberScene(navigation: NavigationController(rootViewController: lists.0), context: context), lists.0)
    second = (MemberScene(navigation: NavigationController(rootViewController: lists.1), context: context), lists.1)
    self.context = context
  }

  /// The list of `window`.
  func list(_ window: Window) -> ViewController { window == .first ? first.list : second.list }

  private func scene(_ window: Window) -> MemberScene { window == .first ? first.scene : second.scene }

  private func members(_ window: Window) -> [Member] {
    (window == .first ? first.list : second.list).memberListManager.getMemberList()
  }

  /// Taps "+" in `window` and returns the detail screen it pushed, noting its size.
  private func open(in window: Window) -> ViewController? {
    guard let detail = scene(window).tapPlus() else { return nil }
    let size = AddressReuse.blockSize(of: detail)
    if size > 0, detailSize == 0 || size < detailSize { detailSize = size }
    return detail
  }

  /// Taps "+" in `window` and saves `member` there; the detail screen is kept.
  func save(_ member: Member, in window: Window) -> Bool {
    guard open(in: window) != nil else { return false }
    return saveOnTop(member, in: window)
  }

  /// Saves `member` on the detail screen on top in `window`, then leaves with ‹ Back the
  /// screens `reuse` left under it; the check keeps them all.
  func saveOnTop(_ member: Member, in window: Window) -> Bool {
    guard let detail = scene(window).navigation.topViewController, detail !== list(window) else { return false }
    kept.append(detail)
    expected[window, default: []].append(member)
    scene(window).save(detail, name: member.name, age: String(member.age))
    leaveCovered(in: window)
    return true
  }

  /// Taps "+" in `window`, then ‹ Back; the detail screen is kept.
  func back(in window: Window) -> Bool {
    guard let detail = open(in: window) else { return false }
    kept.append(detail)
    scene(window).navigation.tapBackButton()
    return true
  }

  /// Records a problem unless `window` went back to its list.
  func expectBackOnList(_ window: Window, after action: String) -> Bool {
    scene(window).expectBackOnList(after: action)
  }

  /// Ends a detail screen of `from` (saving `member`, or with ‹ Back when it is `nil`) and
  /// lets it go; then, at once, taps "+" in `to` until a new detail screen is made at the
  /// address the ended one had (see AddressReuse), and leaves that screen on top.
  ///
  /// A screen made in a block larger than its type's, or at another address, is kept, and
  /// stays under the next one.
  ///
  /// - Returns: `false`, with a problem recorded, when the ended screen was not released,
  ///   or when no try made a screen at its address (the check's fault, and it says so).
  func reuse(endingIn from: Window, saving member: Member?, openIn to: Window) async -> Bool {
    let words = Words.Notification.self
    AddressReuse.prepare()
    var held = AddressReuse.takeBlocks(2 * AddressReuse.tries, of: detailSize)
    defer { AddressReuse.giveBack(held) }
    weak var ended: ViewController?
    var address: ObjectIdentifier?
    do {
      for _ in 0..<AddressReuse.tries {
        AddressReuse.giveBack(held.suffix(2))
        held.removeLast(min(2, held.count))
        guard let detail = open(in: from) else { return false }
        guard AddressReuse.blockSize(of: detail) > detailSize else {
          (ended, address) = (detail, ObjectIdentifier(detail))
          break
        }
        kept.append(detail)
        covered[from, default: 0] += 1
      }
      guard let detail = ended else {
        context.fail(words.couldNotReuse(tries: AddressReuse.tries))
        return false
      }
      if let member {
        expected[from, default: []].append(member)
        scene(from).save(detail, name: member.name, age: String(member.age))
        leaveCovered(in: from)
      } else {
        scene(from).navigation.tapBackButton()
        leaveCovered(in: from)
      }
    }
    if ended != nil {
      // Released later, by work the learner's code scheduled, or not at all.
      guard await ScheduledWork.run(until: { ended == nil }) else {
        context.fail(words.detailAlive(after: member == nil ? words.leftWithBack(from) : words.savedIn(from)))
        return false
      }
    }
    guard let address else { return false }
    let (made, elsewhere) = AddressReuse.make(at: address, size: detailSize) { open(in: to) }
    kept += elsewhere
    covered[to, default: 0] += elsewhere.count
    guard made != nil else {
      context.fail(words.couldNotReuse(tries: AddressReuse.tries))
      return false
    }
    return true
  }

  /// Leaves with ‹ Back the detail screens `reuse` left under the one on top, now gone.
  private func leaveCovered(in window: Window) {
    for _ in 0..<covered[window, default: 0] { scene(window).navigation.tapBackButton() }
    covered[window] = 0
  }

  /// Lets scheduled work run until both lists hold what they should, and records a problem
  /// unless they do after a Save made in `savedIn`.
  ///
  /// The verdict says what the count shows: nothing heard, a Save heard in the wrong
  /// window (on a detail screen made where a gone one was, when `reused`), or one Save
  /// heard more than once.
  func expectHeard(after action: String, savedIn: Window, reused: Bool = false) async -> Bool {
    let words = Words.Notification.self
    let windows = [savedIn, savedIn == .first ? Window.second : .first]
    guard !(await ScheduledWork.run(until: { windows.allSatisfy { members($0) == expected[$0, default: []] } }))
    else { return true }
    for window in windows {
      let members = members(window)
      let expected = expected[window, default: []]
      guard members != expected else { continue }
      let repeated = members.first { member in members.filter { $0 == member }.count > 1 }
      if window != savedIn {
        context.fail(
          reused
            ? words.heardNeverOpened(after: action, window, members)
            : words.heardOtherWindow(after: action, window, members))
      } else if let member = repeated, Set(members) == Set(expected) {
        context.fail(words.heardTwice(after: action, members, times: members.filter { $0 == member }.count))
      } else {
        context.fail(Words.Scene.listHolds(after: action, members, not: expected), words.didNotHear)
      }
      return false
    }
    return false
  }
}
