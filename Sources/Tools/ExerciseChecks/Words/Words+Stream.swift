// The verdicts of exercise 6, "The stream task that outlives its screen".
import Members

extension Words {
  /// Exercise 6: a task reading an events stream that stays open as long as the app.
  enum Stream {
    static let stepDelivers =
      "the events stream delivers Kim Minji, 28; waiting for MemberListScreen to take it and ask for the next event"
    static let neverRead = [
      "Nothing asked the events stream for a member: MemberListScreen never reads it.",
      "Does the list start a loop over events once its view is loaded?",
    ]

    static func stoppedAfterOne(_ members: [Member]) -> [String] {
      [
        "MemberListScreen took Kim Minji, 28 from the stream and never asked for the next member: "
          + "its loop stopped (the list holds \(Scene.describe(members))).",
        "The stream stays open as long as the app runs: the list must keep reading while it is open.",
      ]
    }

    static func wrongMembers(_ members: [Member]) -> [String] {
      [
        "The list took Kim Minji, 28 from the stream, and now holds \(Scene.describe(members)).",
        "Each event should add its member: addNewMember(_:) for every element of the loop.",
      ]
    }

    static let stepClose = "close the scene while the events stream is still open"
    static let closed = "the scene closed, with the events stream still open"
    static let closeHint =
      "What keeps the listening task's loop going, and what does that task hold while it waits for the next member?"
    static let stepLateEvent = "the stream delivers Park Jisoo, 25, after the list is gone"
    static let stepTaskEnded =
      "check that the task the list started has ended: it should not ask the stream for another member"
    static let taskStillReads = [
      "MemberListScreen is gone, but the task it started still runs: after Park Jisoo arrived, its loop asked the "
        + "stream for the next member.",
      "A task runs until its closure returns, and a loop over a stream that stays open never returns by itself: "
        + "what ends that task when the list goes?",
    ]
    static let streamStillHeld = [
      "MemberListScreen is gone, and its loop asks for no more members, but something it started still holds the "
        + "events stream.",
      "A task runs until its closure returns, and a loop over a stream that stays open never returns by itself: "
        + "what ends that task when the list goes?",
    ]
    static let unownedMeaning = [
      "The list was gone and its loop still used it when Park Jisoo arrived: unowned promised it never would be.",
      "A loop over a stream that outlives the list wakes for the next element after the list is gone "
        + "(even a cancelled task gets the element it was already waiting for). What should the loop find then?",
    ]
  }
}
