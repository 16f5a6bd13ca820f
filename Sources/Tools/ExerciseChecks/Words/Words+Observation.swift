// The verdicts of exercise 8, "The observation that keeps its observer".
import Members

extension Words {
  /// Exercise 8: a loop over `Observations` in a task, observing a roster that outlives the list.
  enum Observation {
    /// When the rows are compared.
    enum Moment: Equatable {
      case opened
      case joined(Member)
    }

    static let stepOpen = "the list opens on a roster holding Kim Minji, 28; waiting for its rows to show her"

    static func stepChange(_ member: Member) -> String {
      "add \(member) to the roster; waiting for MemberListScreen to show the change"
    }

    static func rowsWrong(after moment: Moment, shown: [String], expected: [Member], read: Bool) -> [String] {
      let when: String
      switch moment {
      case .opened: when = "After the list opened"
      case .joined(let member): when = "After \(member.name) joined the roster"
      }
      let first = "\(when), the list shows \(Scene.describe(rows: shown)), not \(Scene.describe(expected))."
      if read {
        return [first, "The list read roster.members, but its rows do not show what it read."]
      }
      return moment == .opened
        ? [first, "Nothing read roster.members: does the list start observing once its view is loaded?"]
        : [first, "Nothing read roster.members again after the change: the list stopped observing it."]
    }

    static let stepClose = "close the scene; the roster lives on, as app-wide models do"
    static let closed = "the scene closed, with the roster still alive"
    static let closeHint =
      "The roster outlives the list, and so does the task looping over its changes: what does that task hold "
      + "while it waits for the next change?"
    static let stepLateChange = "change the roster after the list is gone"
    static let stepTaskEnded = "check that the task the list started has ended: it should no longer hold the roster"
    static let taskStillReads = [
      "MemberListScreen is gone, but the task it started still runs: it read roster.members again after the last "
        + "change.",
      "A task runs until its closure returns, and a loop over Observations of a roster that lives on never returns "
        + "by itself: what ends that task when the list goes?",
    ]
    static let rosterStillHeld = [
      "MemberListScreen is gone, and nothing reads roster.members any more, but something it started still holds "
        + "the roster.",
      "A task runs until its closure returns, and a loop over Observations of a roster that lives on never returns "
        + "by itself: what ends that task when the list goes?",
    ]
    static let unownedMeaning = [
      "The list was gone and the observation loop still used it when the roster changed: "
        + "unowned promised it never would be.",
      "The roster outlives the list, so its next change wakes a loop that is still running: "
        + "what should the loop find then?",
    ]
  }
}
