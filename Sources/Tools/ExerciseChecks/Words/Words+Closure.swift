// The verdicts of exercise 4, "The closure that captures its owner".
import Members

extension Words {
  /// Exercise 4: a reused detail screen whose onSave closure captures the list.
  enum Closure {
    static func stepSave(_ member: Member) -> String { "tap +, type \(member), and tap Save" }
    static func saved(_ member: Member) -> String { "saved \(member.name)" }
    static let newDetailScreen = [
      "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +.",
      "The task asks for one detail screen, made on the first + and pushed again on every + after it.",
    ]
    static let saveHint = "Does the detail screen call onSave each time, and does the list's closure add the member?"
    static let otherListHint =
      "A detail screen should call the closure its own list gave it, and nothing else: what does yours call on Save?"
    static let stepClose = "close the scene"
    static let closeHint = "The list owns the detail screen, which owns onSave: what does that closure capture?"
    static let unownedMeaning = [
      "The list was gone and its onSave closure still called it: unowned promised it never would be.",
      "The detail screen can outlive its list, as here, when the scene closes while the screen is still shown.",
      "What should the closure find when the list is gone?",
    ]
  }
}
