// The verdicts of exercise 2, "Two composers, one answer".

extension Words {
  /// Exercise 2: two compose screens answering one value screen.
  enum Composers {
    /// The two rows of the value screen.
    enum Row: String, CustomStringConvertible {
      case title, subtitle
      var description: String { rawValue }
    }

    static let notAValueView = "ValueScreen's view is not a ValueView, so the check cannot find its buttons."

    static func step(_ row: Row, typed: String?) -> String {
      "tap Edit \(row), then " + (typed.map { "type \"\($0)\" and tap Done" } ?? "tap Cancel")
    }

    static func action(_ row: Row, typed: String?) -> String {
      typed.map { "typed \"\($0)\" in the \(row)'s composer and tapped Done" }
        ?? "tapped Cancel in the \(row)'s composer"
    }

    static func presentedNothing(_ row: Row) -> String { "Tapping Edit \(row) presented no compose screen." }

    static func stillUp(after action: String) -> String {
      "After you \(action), the compose screen is still up: it should dismiss itself."
    }

    /// The text of a row as `ValueView` shows it, such as "Title:    Club night".
    static func row(_ row: Row, showing value: String) -> String {
      row == .title ? titleRow(value) : subtitleRow(value)
    }

    static func titleRow(_ value: String) -> String { "Title:    \(value)" }
    static func subtitleRow(_ value: String) -> String { "Subtitle: \(value)" }

    static func shows(after action: String, _ title: String, _ subtitle: String) -> String {
      "After you \(action), the value screen shows \"\(title)\" and \"\(subtitle)\"."
    }

    static func nothingArrived(_ row: Row) -> [String] {
      [
        "Neither row changed: no answer reached ValueScreen from the \(row)'s composer.",
        "Is the \(row)'s composer told who its delegate is, and does it tell its delegate on Done and Cancel?",
      ]
    }

    static func wrongRow(_ row: Row) -> [String] {
      [
        "The answer went to the wrong row: the \(row)'s composer sent it, and the other row shows it.",
        "Can ValueScreen tell which of its two composers is talking to it?",
      ]
    }

    static func landedInBoth(_ row: Row) -> [String] {
      [
        "The answer landed in both rows: only the \(row)'s composer sent it.",
        "Can ValueScreen tell which of its two composers is talking to it?",
      ]
    }

    static func wrongValue(_ row: Row, expected: String) -> [String] {
      ["The \(row) row should show \"\(expected)\": the answer arrived, but not as it was sent."]
    }

    static func otherRowChanged(_ row: Row, expected: String) -> [String] {
      ["The \(row) row is right, but the other row changed too: it should still show \"\(expected)\"."]
    }

    static let stepSecondTap =
      "tap Edit title, and while its composer is up tap Edit subtitle too (a quick second tap; "
      + "the screen is already presenting); then type \"Quiz night\" in the title's composer and tap Done"
    static let afterSecondTap =
      "tapped Edit subtitle while the title's composer was up, then typed \"Quiz night\" in the title's composer "
      + "and tapped Done"
    static let stepReleasedOnceDismissed = "check that every composer was released once dismissed"

    static func composersAlive(_ names: [String]) -> String {
      names.count == 1
        ? "\(names[0]) is still alive after it was dismissed: who holds it?"
        : "\(list(names)) are still alive after they were dismissed: who holds them?"
    }

    static let composersAliveHint = "ValueScreen may remember which composer is which, but only weakly."
    static let stepLateAnswer =
      "tap Edit title, type \"Board games\" and tap Done; tap Edit title again, and while the new composer is up, "
      + "the first one, which ValueScreen no longer presents, answers \"Old idea\" with Done"

    static func lateAnswerTaken(_ title: String, _ subtitle: String) -> [String] {
      [
        "After a title composer that ValueScreen had dismissed answered \"Old idea\", the value screen shows "
          + "\"\(title)\" and \"\(subtitle)\": it took an answer from a composer it no longer presents.",
        "Another composer for the title is up now: how does ValueScreen tell the composer it presented from any "
          + "other with the same caption?",
      ]
    }

    static let stepCloseWithComposerUp = "close the scene while the new title composer is still up"
    static let closedWithComposerUp = "the scene closed with a composer still up"
    static let closeHint = "A composer should not own the screen it answers."
    static let unownedMeaning = [
      "ValueScreen read a reference to a composer that was already gone: unowned promised it never would be.",
      "A composer is released once dismissed, and the screen outlives it: what should the screen keep of it?",
    ]
  }
}
