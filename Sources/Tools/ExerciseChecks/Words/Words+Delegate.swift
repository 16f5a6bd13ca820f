// The verdicts of exercise 1, "The delegate that holds on".

extension Words {
  /// Exercise 1: a strong delegate under a list that keeps its last detail screen.
  enum Delegate {
    static let otherListHint =
      "A detail screen should tell the list that opened it, and only that one: how does yours find the list it tells?"
    static let saveHint =
      "Does plusButtonTapped() set the detail screen's delegate, and does Save tell it addNewMember(_:)?"
    static let stepBack = "tap + again, then ‹ Back: the list keeps this detail screen as lastDetail, for Undo"
    static let releasedAtBack = [
      "MemberDetailScreen was released at ‹ Back, while the list is still open.",
      "The list must keep lastDetail (for Undo), so lastDetail stays a strong reference.",
      "Keep that arrow as it is: which arrow back from the detail screen should not own?",
    ]
    static let stepClose = "close the scene: nothing outside holds the navigation controller any more"
    static let closeHint =
      "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?"
    static let unownedMeaning = [
      "The list was gone and the detail screen still called it: unowned promised it never would be.",
      "A detail screen can outlive its list, as here, when the scene closes while the screen is still shown.",
      "What should the detail screen find in its delegate then?",
    ]
  }
}
