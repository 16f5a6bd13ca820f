// The eight exercises, one per lesson, in the words the Coach prints. Each hint says more
// than the one before; the last one is nearly the answer, so nobody stays stuck. The
// verdicts describe what went wrong; the answers belong here, in the hints.

/// Every exercise, in lesson order.
package enum ExerciseCatalog {
  /// The exercises, numbered 1, 2, 3 … like their lessons.
  package static let all: [Exercise] = [
    Exercise(
      number: 1, title: "The delegate that holds on",
      task: [
        "MemberListScreen keeps the last detail screen it opened (for an Undo button to come),",
        "and MemberDetailScreen tells it about Save through a delegate. Saving works, but",
        "neither screen is ever released. Make them go when the scene closes; Save must still work,",
        "and the list must still keep lastDetail while it is open.",
      ],
      hints: [
        "The arrow back is `delegate`: MemberDetailScreen.delegate → MemberListScreen closes the cycle that "
          + "lastDetail opens. A delegate is whom a sender reports to; must the sender keep it alive?",
        "The sender should not own its delegate: `weak var delegate`. The compiler will then ask for one more word.",
        "Only class instances can be held weakly: declare `protocol MemberDelegate: AnyObject`, "
          + "then `weak var delegate: MemberDelegate?`.",
      ]),
    Exercise(
      number: 2, title: "Two composers, one answer",
      task: [
        "ValueScreen presents a compose screen for its title and one for its subtitle. Whatever",
        "you type in either, it lands in the title. Make each answer (Done or Cancel) land in",
        "the row of the composer that sent it.",
      ],
      hints: [
        "Read ComposeDelegate: when a message arrives, what does the receiver know about who sent it?",
        "Let the sender pass itself, as UIKit's delegates do: "
          + "`func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)`.",
        "Keep `private weak var titleComposer` and `subtitleComposer`, set them when you present, and compare "
          + "with `===` in the delegate method.",
      ]),
    Exercise(
      number: 3, title: "The optional method nobody calls",
      task: [
        "MemberListScreen refuses a second member with the same name in shouldAdd(_:), and",
        "MemberDetailScreen asks its delegate before adding. Yet a duplicate is added. Make the",
        "list's shouldAdd(_:) be the one that is asked, and every other receiver's too (FullClub's,",
        "and those of types this file never names); receivers without it, such as JoinLog, must",
        "still accept all.",
      ],
      hints: [
        "Put a print in MemberListScreen.shouldAdd(_:) and save a duplicate: it is never called. Which one is?",
        "A method that exists only in a protocol extension is chosen by the variable's static type "
          + "(here `MemberDelegate`), not by the object: static dispatch.",
        "Declare `func shouldAdd(_ member: Member) -> Bool` inside `protocol MemberDelegate` too; keep the "
          + "extension as its default, so that JoinLog, which has no shouldAdd(_:), still compiles and accepts all. "
          + "No cast is needed: the detail screen asks `delegate?.shouldAdd(member)`, whoever the delegate is.",
      ]),
    Exercise(
      number: 4, title: "The closure that captures its owner",
      task: [
        "MemberListScreen makes one detail screen and reuses it for every \"+\"; the detail",
        "screen reports Save through its onSave closure. Saving works, but the list is never",
        "released. Make both screens go when the scene closes, without giving up the reuse.",
      ],
      hints: [
        "`onSave` is `{ member in self.addNewMember(member) }`, and a closure keeps alive what it captures: the "
          + "list owns the detail screen, which owns the closure, which owns the list.",
        "Keep the one detail screen and its closure; change only how the closure captures `self`: a capture list "
          + "can take it weakly.",
        "Write `detail.onSave = { [weak self] member in self?.addNewMember(member) }`.",
      ]),
    Exercise(
      number: 5, title: "The observer that hears nothing, then never leaves",
      task: [
        "MemberDetailScreen posts a typed MemberSaved message on Save, and MemberListScreen",
        "observes it. The list never adds anyone. Make it hear the saves of the detail screens it",
        "opened, and only those (two lists may be open at once, as in two windows), and make sure",
        "it is released when its scene closes (the check does all three).",
      ],
      hints: [
        "`addObserver(for:using:)` returns a token, and the observation lasts only as long as that token: "
          + "`_ =` drops it at once, so the list stops observing before anyone taps Save. Keep the token in a "
          + "stored property of the list: `private var observation: NotificationCenter.ObservationToken?`.",
        "Kept, the token keeps your closure registered in NotificationCenter.default, which lives as long as the "
          + "app. The closure says `self.addNewMember`: it owns the list, and the list owns the token. Which "
          + "capture breaks that circle? And with no subject, the list hears every detail screen in every window: "
          + "`addObserver(of:for:using:)` names the one to hear.",
        "A center knows the subject of an observation by its address only, and a detail screen made after another "
          + "one is gone is often made at the same address: an observation that outlives its screen hears the new "
          + "one, even in another window. End the observation with its screen, or check in the closure that its "
          + "screen is still there.",
        "In plusButtonTapped(), observe the screen you push, and hear it only while it exists: `observation = "
          + "NotificationCenter.default.addObserver(of: detail, for: MemberSaved.self) { [weak self, weak detail] "
          + "message in guard detail != nil else { return }; self?.addNewMember(message.member) }`.",
      ]),
    Exercise(
      number: 6, title: "The stream task that outlives its screen",
      task: [
        "MemberListScreen adds every member that arrives on its events stream, in a Task that",
        "says [weak self]. The stream stays open as long as the app runs. Make the list go",
        "when its scene closes, while the stream is still open.",
      ],
      hints: [
        "`Task { [weak self] in await self?.listen() }`: how long does the call to listen() keep self?",
        "For the whole loop: `self?.listen()` holds self strongly until listen() returns, and it returns "
          + "only when the stream ends.",
        "Loop in the task itself, capturing the stream and not self, and keep the task in `listening`, which "
          + "deinit cancels: `listening = Task { [weak self, events] in for await member in events { "
          + "self?.addNewMember(member) } }`. Keep `self?` inside the loop: a member can still arrive after the list "
          + "is gone.",
      ]),
    Exercise(
      number: 7, title: "The child coordinator nobody removes",
      task: [
        "MainCoordinator starts a BuyCoordinator for each Buy and has a childDidFinish(_:) that",
        "removes it. Done on BuyScreen ends a flow through it, but after ‹ Back the child stays in",
        "childCoordinators, one more each time. Make ‹ Back remove the child whose screen was left,",
        "and only that one: a second Buy may be started from the first, and then two BuyCoordinators",
        "run at once, each ending by Done or by ‹ Back.",
      ],
      hints: [
        "Put a print in navigationController(_:didShow:animated:). Is it called when you tap Back?",
        "A navigation controller tells only its delegate, and nobody made MainCoordinator the delegate.",
        "In start(), write `navigationController.delegate = self` before pushing the first screen; "
          + "childDidFinish(_:) already removes the finished child by identity (===), not by type.",
      ]),
    Exercise(
      number: 8, title: "The observation that keeps its observer",
      task: [
        "MemberListScreen shows a MemberRoster (an Observable model that outlives screens): a task",
        "loops over `Observations { … }` and shows the members after every change. The rows stay",
        "current, but the list is never released while the roster lives. Make it go when its",
        "scene closes; while it is open, the rows must still follow every change.",
      ],
      hints: [
        "Two closures capture `self` here: the one given to Observations (`self.roster.members`) and the task's "
          + "(`show(members)` means `self.show`). A task keeps what it captures until it ends, and this loop ends "
          + "only with the roster.",
        "Neither closure may hold the list: capture `roster` itself for Observations, take `self` weakly for each "
          + "change, and end the task when the list goes.",
        "Capture the roster, not self, and take self weakly for each change: `observation = Task { [weak self, "
          + "roster] in for await members in Observations({ roster.members }) { self?.show(members) } }`; "
          + "and cancel the task in `deinit`, so that the loop ends with the list.",
      ]),
  ]

  /// The exercise numbered `number`, if there is one.
  package static func exercise(_ number: Int) -> Exercise? {
    all.first { $0.number == number }
  }
}
