// The verdicts of exercise 5, "The observer that hears nothing, then never leaves".
import Members

extension Words {
  /// Exercise 5: a typed NotificationCenter message and the list that observes it.
  enum Notification {
    static let stepSave =
      "open two windows, each with a member list; in the first, tap +, type Kim Minji, 28, and tap Save: "
      + "the detail screen posts MemberSaved"
    /// The two windows the check opens, each with its own member list.
    typealias Window = Scene.Window

    static let savedKim = "tapped Save on the first window's detail screen"
    static let stepBackThenSave = "in the first window, tap + and ‹ Back, then tap + again and save Park Jisoo, 25"
    static let savedPark = "saved Park Jisoo once in the first window"
    static let stepReuseAfterSave =
      "in the first window, tap + and save Choi Yuna, 26; then, in the second window, tap + until the new detail "
      + "screen is made at the address the first window's one had (the center tells subjects apart by address), "
      + "and save Lee Dana, 31 there"
    static let savedLee =
      "saved Lee Dana in the second window, on a detail screen made where the first window's last one had been"
    static let stepReuseAfterBack =
      "in the second window, tap + and ‹ Back; then, in the first window, tap + until the new detail screen is made "
      + "at the address the second window's one had, and save Jung Hoon, 34 there"
    static let savedJung =
      "saved Jung Hoon in the first window, on a detail screen made where the second window's one, left with ‹ Back, "
      + "had been"
    static let didNotHear =
      "The detail screen posted MemberSaved and this list did not hear it: is it still observing when Save is tapped?"

    static func heardOtherWindow(after action: String, _ window: Window, _ members: [Member]) -> [String] {
      [
        "After you \(action), the \(window) window's list holds \(Scene.describe(members)): "
          + "a Save made in the other window reached it too.",
        "Each list should hear only the detail screens it opened: which messages does it observe, and from whom?",
      ]
    }

    static func heardNeverOpened(after action: String, _ window: Window, _ members: [Member]) -> [String] {
      [
        "After you \(action), the \(window) window's list holds \(Scene.describe(members)): it heard a detail "
          + "screen it never opened.",
        "A center, like an ObjectIdentifier, knows a subject only by its address, and a new screen is often made "
          + "where a gone one was: how does that list know that a screen is one it opened, and still there?",
      ]
    }

    static func savedIn(_ window: Window) -> String { "saved a member in the \(window) window" }
    static func leftWithBack(_ window: Window) -> String { "tapped ‹ Back in the \(window) window" }

    static func detailAlive(after action: String) -> [String] {
      [
        "MemberDetailScreen is still alive after you \(action), though nothing shows it any more: who holds it?",
        "The center never keeps the screens it hears from: something in your code does.",
      ]
    }

    static func couldNotReuse(tries: Int) -> [String] {
      [
        "The check could not make a new detail screen at the address of one that is gone, in \(tries) tries: "
          + "this is a fault of the check, not of your code.",
        "Run the check again; if this stays, please report it with your system and Swift version.",
      ]
    }

    static func heardTwice(after action: String, _ members: [Member], times: Int) -> [String] {
      [
        "After you \(action), the list holds \(Scene.describe(members)): that one Save was heard \(times) times.",
        "The list is registered more than once: how many observers does it add, and when?",
      ]
    }

    static let stepClose = "close both windows"
    static let bothClosed = "both windows closed"
    static let closeHint =
      "NotificationCenter keeps your observer's closure as long as the token lives: what does it capture?"
    static let unownedMeaning = [
      "The list was gone and its observer still ran when the detail screen posted: "
        + "unowned promised the list never would be gone.",
      "An observation outlives the list when its token is kept somewhere else, as here: what should the "
        + "closure find then?",
    ]
  }
}
