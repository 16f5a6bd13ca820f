// The verdicts of exercise 3, "The optional method nobody calls".
import Members

extension Words {
  /// Exercise 3: an optional delegate method that exists only in a protocol extension.
  enum OptionalMethod {
    /// The receivers whose own shouldAdd(_:) refuses.
    enum Refuser {
      case fullClub, stranger
      var name: String { self == .fullClub ? "FullClub" : "a receiver your code has never seen" }
    }

    static let stepDuplicate = "the list holds Kim Minji, 28; tap +, type Kim Minji again, 30, and tap Save"

    static func duplicateAdded(_ members: [Member]) -> [String] {
      [
        "After you saved a second Kim Minji, the list holds \(Scene.describe(members)).",
        "MemberListScreen.shouldAdd(_:) refuses a name already in the list, but nobody asked it.",
        "The detail screen called a shouldAdd(_:), just not the list's: which one, and why?",
      ]
    }

    static let refusedSilently = "The duplicate was refused, but the detail screen went back without saying why."
    static let stayWithReason = "When the delegate refuses, stay on the detail screen and show the reason."
    static let stepNewName = "type Park Jisoo, 25 instead, and tap Save"
    static let savedPark = "saved Park Jisoo"
    static let newNameHint = "A new name must still be added: shouldAdd(_:) refuses only names already in the list."
    static let stepJoinLog =
      "open a detail screen for JoinLog, which has no shouldAdd(_:); type Lee Dana, 31, and tap Save"

    static func joinLogRefused(_ added: [Member]) -> [String] {
      [
        "JoinLog has no shouldAdd(_:), yet it was not given Lee Dana, 31: it holds \(Scene.describe(added)).",
        "Receivers that do not write shouldAdd(_:) must still accept every member: keep a default that says yes.",
      ]
    }

    static let joinLogStayed = "JoinLog was given Lee Dana, 31, but its detail screen stayed: Save should go back."

    static func stepRefuser(_ who: Refuser) -> String {
      switch who {
      case .fullClub:
        "open a detail screen for FullClub, whose shouldAdd(_:) refuses everyone; save Lee Dana, 31"
      case .stranger:
        "open a detail screen for a receiver the Coach made, of a type your code has never seen, "
          + "whose shouldAdd(_:) refuses everyone; save Lee Dana, 31"
      }
    }

    static func refuserNotAsked(_ who: Refuser, given added: [Member]) -> [String] {
      switch who {
      case .fullClub:
        [
          "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it \(Scene.describe(added)).",
          "Every receiver's shouldAdd(_:) must be the one asked, not only MemberListScreen's.",
          "How does the detail screen ask its delegate?",
        ]
      case .stranger:
        [
          "A receiver of a type your code has never seen refuses everyone in its own shouldAdd(_:), "
            + "yet Save gave it \(Scene.describe(added)).",
          "The detail screen asked only the receivers it knows by name: any receiver's shouldAdd(_:) "
            + "must be reached through the protocol.",
        ]
      }
    }

    static func refuserSilent(_ who: Refuser) -> [String] {
      let name = who == .fullClub ? "FullClub" : "The receiver your code has never seen"
      return ["\(name) refused Lee Dana, 31, but the detail screen went back without saying why.", stayWithReason]
    }

    static func noForm(_ receiver: String) -> String {
      "The detail screen made for \(receiver) has no member form, so the check cannot use it."
    }

    static let stepClose = "close the scene"
    static let closeHint = "The detail screen's delegate must stay weak."
  }
}
