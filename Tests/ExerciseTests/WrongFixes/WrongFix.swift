// Every wrong fix, by exercise: the check it must fail, and the first line of the verdict
// that names its real problem. A wrong fix that traps (an `unowned` reference read after
// its object is gone) is run in a child process, as the Coach runs it.
import ExerciseChecks
import Foundation

@testable import ExerciseChecks

/// A plausible wrong fix a learner tries, written as a test-only subject.
enum WrongFix: String, CaseIterable, Codable, Sendable {
  // Exercise 1: the delegate that holds on
  case strongBoth, weakLastDetail, unownedDelegate, deinitBreaksCycle, disappearBreaksCycle, noLastDetail, sharedList
  // Exercise 2: two composers, one answer
  case flagComposer, unownedComposers, cancelToTitle, subtitleWithoutDelegate, strongComposer, compareCaptions
  // Exercise 3: the optional method nobody calls
  case castDelegate, castToKnownTypes, refuseInsideAdd, mislabelledRequirement
  // Exercise 4: the closure that captures its owner
  case freshDetail, unownedSelf, methodReference, clearAfterSave, weakDetailScreen
  // Exercise 5: the observer that hears nothing, then never leaves
  case observeEveryone, unownedTokenInDetail, removeOnDisappear, registerPerPlus, tokenOutlivesSender, tokenPerPlus
  case endsOnlyOnSave, compareIdentifiers, observersKeptForever
  // Exercise 6: the stream task that outlives its screen
  case listenOnSelf, unownedLoop, guardLetSelf, listenStatic, stopsAfterFirst, taskNeverEnds
  // Exercise 7: the child coordinator nobody removes
  case removeByType, removeChildOnDisappear, removeAllOnHome, clearBeforeBuy, removeLast
  // Exercise 8: the observation that keeps its observer
  case unownedObserver, guardLetObserver, observationsOutsideTask, cancelInDeinitOnly, readsOnce, observationNeverEnds

  /// The exercise this wrong fix is tried on.
  var exercise: Int {
    switch self {
    case .strongBoth, .weakLastDetail, .unownedDelegate, .deinitBreaksCycle, .disappearBreaksCycle, .noLastDetail,
      .sharedList:
      1
    case .flagComposer, .unownedComposers, .cancelToTitle, .subtitleWithoutDelegate, .strongComposer,
      .compareCaptions:
      2
    case .castDelegate, .castToKnownTypes, .refuseInsideAdd, .mislabelledRequirement: 3
    case .freshDetail, .unownedSelf, .methodReference, .clearAfterSave, .weakDetailScreen: 4
    case .observeEveryone, .unownedTokenInDetail, .removeOnDisappear, .registerPerPlus, .tokenOutlivesSender,
      .tokenPerPlus, .endsOnlyOnSave, .compareIdentifiers, .observersKeptForever:
      5
    case .listenOnSelf, .unownedLoop, .guardLetSelf, .listenStatic, .stopsAfterFirst, .taskNeverEnds: 6
    case .removeByType, .removeChildOnDisappear, .removeAllOnHome, .clearBeforeBuy, .removeLast: 7
    case .unownedObserver, .guardLetObserver, .observationsOutsideTask, .cancelInDeinitOnly, .readsOnce,
      .observationNeverEnds:
      8
    }
  }

  /// The lines the check writes for this wrong fix, as the Coach shows them: for a trap,
  /// what the check said such a trap means.
  @MainActor
  func verdictLines() async -> [String] {
    guard !traps else {
      switch exercise {
      case 1: return Words.Delegate.unownedMeaning
      case 2: return Words.Composers.unownedMeaning
      case 4: return Words.Closure.unownedMeaning
      case 5: return Words.Notification.unownedMeaning
      case 6: return Words.Stream.unownedMeaning
      default: return Words.Observation.unownedMeaning
      }
    }
    return await CheckRuns.record(of: self).problems.first ?? []
  }

  /// `true` when the wrong fix traps, so that only a child process can run it.
  var traps: Bool {
    [.unownedDelegate, .unownedComposers, .unownedSelf, .unownedTokenInDetail, .unownedLoop, .unownedObserver]
      .contains(self)
  }

  /// Runs the check of its exercise on this wrong fix.
  @MainActor
  func run(_ context: CheckContext) async {
    switch self {
    case .strongBoth: await StrongDelegateCheck.run(StrongBoth.MemberListScreen.self, context)
    case .weakLastDetail: await StrongDelegateCheck.run(WeakLastDetail.MemberListScreen.self, context)
    case .unownedDelegate: await StrongDelegateCheck.run(UnownedDelegate.MemberListScreen.self, context)
    case .deinitBreaksCycle: await StrongDelegateCheck.run(DeinitBreaksCycle.MemberListScreen.self, context)
    case .disappearBreaksCycle: await StrongDelegateCheck.run(DisappearBreaksCycle.MemberListScreen.self, context)
    case .noLastDetail: await StrongDelegateCheck.run(NoLastDetail.MemberListScreen.self, context)
    case .sharedList: await StrongDelegateCheck.run(SharedList.MemberListScreen.self, context)
    case .flagComposer: await ComposersCheck.run(FlagComposer.ValueScreen.self, context)
    case .unownedComposers: await ComposersCheck.run(UnownedComposers.ValueScreen.self, context)
    case .cancelToTitle: await ComposersCheck.run(CancelToTitle.ValueScreen.self, context)
    case .subtitleWithoutDelegate: await ComposersCheck.run(SubtitleWithoutDelegate.ValueScreen.self, context)
    case .strongComposer: await ComposersCheck.run(StrongComposer.ValueScreen.self, context)
    case .compareCaptions: await ComposersCheck.run(CompareCaptions.ValueScreen.self, context)
    case .castDelegate: await OptionalMethodCheck.run(CastDelegate.MemberListScreen.self, context)
    case .castToKnownTypes: await OptionalMethodCheck.run(CastToKnownTypes.MemberListScreen.self, context)
    case .refuseInsideAdd: await OptionalMethodCheck.run(RefuseInsideAdd.MemberListScreen.self, context)
    case .mislabelledRequirement: await OptionalMethodCheck.run(MislabelledRequirement.MemberListScreen.self, context)
    case .freshDetail: await ClosureCheck.run(FreshDetail.MemberListScreen.self, context)
    case .unownedSelf: await ClosureCheck.run(UnownedSelf.MemberListScreen.self, context)
    case .methodReference: await ClosureCheck.run(MethodReference.MemberListScreen.self, context)
    case .clearAfterSave: await ClosureCheck.run(ClearAfterSave.MemberListScreen.self, context)
    case .weakDetailScreen: await ClosureCheck.run(WeakDetailScreen.MemberListScreen.self, context)
    case .observeEveryone: await NotificationCheck.run(ObserveEveryone.MemberListScreen.self, context)
    case .unownedTokenInDetail: await NotificationCheck.run(UnownedTokenInDetail.MemberListScreen.self, context)
    case .removeOnDisappear: await NotificationCheck.run(RemoveOnDisappear.MemberListScreen.self, context)
    case .registerPerPlus: await NotificationCheck.run(RegisterPerPlus.MemberListScreen.self, context)
    case .tokenOutlivesSender: await NotificationCheck.run(TokenOutlivesSender.MemberListScreen.self, context)
    case .tokenPerPlus: await NotificationCheck.run(TokenPerPlus.MemberListScreen.self, context)
    case .endsOnlyOnSave: await NotificationCheck.run(EndsOnlyOnSave.MemberListScreen.self, context)
    case .compareIdentifiers: await NotificationCheck.run(CompareIdentifiers.MemberListScreen.self, context)
    case .observersKeptForever: await NotificationCheck.run(ObserversKeptForever.MemberListScreen.self, context)
    case .listenOnSelf: await StreamCheck.run(ListenOnSelf.MemberListScreen.self, context)
    case .unownedLoop: await StreamCheck.run(UnownedLoop.MemberListScreen.self, context)
    case .guardLetSelf: await StreamCheck.run(GuardLetSelf.MemberListScreen.self, context)
    case .listenStatic: await StreamCheck.run(ListenStatic.MemberListScreen.self, context)
    case .stopsAfterFirst: await StreamCheck.run(StopsAfterFirst.MemberListScreen.self, context)
    case .taskNeverEnds: await StreamCheck.run(TaskNeverEnds.MemberListScreen.self, context)
    case .removeByType: await CoordinatorCheck.run(RemoveByType.MainCoordinator.self, context)
    case .removeChildOnDisappear: await CoordinatorCheck.run(RemoveChildOnDisappear.MainCoordinator.self, context)
    case .removeAllOnHome: await CoordinatorCheck.run(RemoveAllOnHome.MainCoordinator.self, context)
    case .clearBeforeBuy: await CoordinatorCheck.run(ClearBeforeBuy.MainCoordinator.self, context)
    case .removeLast: await CoordinatorCheck.run(RemoveLast.MainCoordinator.self, context)
    case .unownedObserver: await ObservationCheck.run(UnownedObserver.MemberListScreen.self, context)
    case .guardLetObserver: await ObservationCheck.run(GuardLetObserver.MemberListScreen.self, context)
    case .observationsOutsideTask: await ObservationCheck.run(ObservationsOutsideTask.MemberListScreen.self, context)
    case .cancelInDeinitOnly: await ObservationCheck.run(CancelInDeinitOnly.MemberListScreen.self, context)
    case .readsOnce: await ObservationCheck.run(ReadsOnce.MemberListScreen.self, context)
    case .observationNeverEnds: await ObservationCheck.run(ObservationNeverEnds.MemberListScreen.self, context)
    }
  }

  /// The first line of the verdict; for a trap, the first line of what the check says it means.
  var verdict: String {
    switch self {
    case .strongBoth, .deinitBreaksCycle:
      "MemberListScreen and MemberDetailScreen (left with ‹ Back) are still alive after the scene closed: "
        + "who holds them?"
    case .weakLastDetail, .noLastDetail: "MemberDetailScreen was released at ‹ Back, while the list is still open."
    case .sharedList:
      "After you saved Kim Minji, 28 in the first window, the second window's list holds Lee Dana, 31 and Kim Minji, "
        + "28: that Save reached a list that did not open its detail screen."
    case .unownedDelegate:
      "The list was gone and the detail screen still called it: unowned promised it never would be."
    case .disappearBreaksCycle:
      "MemberListScreen and MemberDetailScreen are still alive after the scene closed with its detail screen "
        + "still open: who holds them?"
    case .flagComposer:
      "After you tapped Edit subtitle while the title's composer was up, then typed \"Quiz night\" in the "
        + "title's composer and tapped Done, the value screen shows \"Title:    Club night\" and "
        + "\"Subtitle: Quiz night\"."
    case .unownedComposers:
      "ValueScreen read a reference to a composer that was already gone: unowned promised it never would be."
    case .cancelToTitle:
      "After you tapped Cancel in the subtitle's composer, the value screen shows \"Title:    Cancelled\" and "
        + "\"Subtitle: Seoul trip\"."
    case .subtitleWithoutDelegate:
      "After you typed \"Seoul trip\" in the subtitle's composer and tapped Done, the value screen shows "
        + "\"Title:    (none)\" and \"Subtitle: (none)\"."
    case .strongComposer:
      "ValueScreen and ComposeScreen (title) are still alive after the scene closed with a composer still up: who "
        + "holds them?"
    case .compareCaptions:
      "After a title composer that ValueScreen had dismissed answered \"Old idea\", the value screen shows "
        + "\"Title:    Old idea\" and \"Subtitle: Cancelled\": it took an answer from a composer it no longer presents."
    case .castDelegate: "FullClub's own shouldAdd(_:) refuses everyone, yet Save gave it Lee Dana, 31."
    case .castToKnownTypes:
      "A receiver of a type your code has never seen refuses everyone in its own shouldAdd(_:), yet Save gave it "
        + "Lee Dana, 31."
    case .refuseInsideAdd: "The duplicate was refused, but the detail screen went back without saying why."
    case .mislabelledRequirement: "After you saved a second Kim Minji, the list holds Kim Minji, 28 and Kim Minji, 30."
    case .freshDetail, .weakDetailScreen:
      "The second + pushed a new MemberDetailScreen: the list should reuse the one it made on the first +."
    case .unownedSelf: "The list was gone and its onSave closure still called it: unowned promised it never would be."
    case .methodReference:
      "MemberListScreen and MemberDetailScreen are still alive after the scene closed: who holds them?"
    case .clearAfterSave:
      "After you saved Park Jisoo, the list holds Kim Minji, 28, not Kim Minji, 28 and Park Jisoo, 25."
    case .observeEveryone:
      "After you tapped Save on the first window's detail screen, the second window's list holds Kim Minji, 28: "
        + "a Save made in the other window reached it too."
    case .unownedTokenInDetail:
      "The list was gone and its observer still ran when the detail screen posted: unowned promised the list "
        + "never would be gone."
    case .removeOnDisappear:
      "After you tapped Save on the first window's detail screen, the list holds no member, not Kim Minji, 28."
    case .tokenOutlivesSender, .tokenPerPlus, .compareIdentifiers, .observersKeptForever:
      "After you saved Lee Dana in the second window, on a detail screen made where the first window's last one had "
        + "been, the first window's list holds Kim Minji, 28, Park Jisoo, 25, Choi Yuna, 26 and Lee Dana, 31: it "
        + "heard a detail screen it never opened."
    case .endsOnlyOnSave:
      "After you saved Jung Hoon in the first window, on a detail screen made where the second window's one, left "
        + "with ‹ Back, had been, the second window's list holds Lee Dana, 31 and Jung Hoon, 34: it heard a detail "
        + "screen it never opened."
    case .registerPerPlus:
      "After you saved Park Jisoo once in the first window, the list holds Kim Minji, 28, Park Jisoo, 25, "
        + "Park Jisoo, 25 and Park Jisoo, 25: that one Save was heard 3 times."
    case .listenOnSelf, .guardLetSelf, .listenStatic:
      "MemberListScreen is still alive after the scene closed, with the events stream still open: who holds it?"
    case .unownedLoop:
      "The list was gone and its loop still used it when Park Jisoo arrived: unowned promised it never would be."
    case .stopsAfterFirst:
      "MemberListScreen took Kim Minji, 28 from the stream and never asked for the next member: its loop stopped "
        + "(the list holds Kim Minji, 28)."
    case .removeByType:
      "After ‹ Back from the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is "
        + "still on screen: its BuyCoordinator went with the other."
    case .removeChildOnDisappear, .clearBeforeBuy:
      "After buySubscription(), MainCoordinator has 1 child, and the stack shows HomeScreen, BuyScreen and "
        + "BuyScreen; 2 children should be running."
    case .removeAllOnHome: "After ‹ Back from the second BuyScreen, MainCoordinator still holds both children."
    case .removeLast:
      "After Done on the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is still on "
        + "screen: its BuyCoordinator went too."
    case .unownedObserver:
      "The list was gone and the observation loop still used it when the roster changed: unowned promised it "
        + "never would be."
    case .guardLetObserver, .observationsOutsideTask, .cancelInDeinitOnly:
      "MemberListScreen is still alive after the scene closed, with the roster still alive: who holds it?"
    case .taskNeverEnds:
      "MemberListScreen is gone, but the task it started still runs: after Park Jisoo arrived, its loop asked the "
        + "stream for the next member."
    case .observationNeverEnds:
      "MemberListScreen is gone, but the task it started still runs: it read roster.members again after the last "
        + "change."
    case .readsOnce:
      "After Park Jisoo joined the roster, the list shows Kim Minji, 28, not Kim Minji, 28 and Park Jisoo, 25."
    }
  }

  /// A line that must follow the verdict, when the first line alone does not name the problem.
  var explanation: String? {
    switch self {
    case .strongBoth, .deinitBreaksCycle:
      "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?"
    case .weakLastDetail, .noLastDetail:
      "The list must keep lastDetail (for Undo), so lastDetail stays a strong reference."
    case .sharedList:
      "A detail screen should tell the list that opened it, and only that one: how does yours find the list it tells?"
    case .flagComposer, .cancelToTitle:
      "The answer went to the wrong row: the \(self == .flagComposer ? "title" : "subtitle")'s composer sent it, "
        + "and the other row shows it."
    case .subtitleWithoutDelegate: "Neither row changed: no answer reached ValueScreen from the subtitle's composer."
    case .strongComposer: "A composer should not own the screen it answers."
    case .compareCaptions:
      "Another composer for the title is up now: how does ValueScreen tell the composer it presented from any other "
        + "with the same caption?"
    case .methodReference, .disappearBreaksCycle:
      self == .methodReference
        ? "The list owns the detail screen, which owns onSave: what does that closure capture?"
        : "The list must keep lastDetail (for Undo), so it owns the detail screen: which arrow back should not own?"
    case .listenOnSelf, .guardLetSelf, .listenStatic, .guardLetObserver, .observationsOutsideTask,
      .cancelInDeinitOnly:
      "No cycle shows through stored properties, so a closure, a task or an observer holds it."
    case .readsOnce: "Nothing read roster.members again after the change: the list stopped observing it."
    case .taskNeverEnds:
      "A task runs until its closure returns, and a loop over a stream that stays open never returns by itself: "
        + "what ends that task when the list goes?"
    case .observationNeverEnds:
      "A task runs until its closure returns, and a loop over Observations of a roster that lives on never returns "
        + "by itself: what ends that task when the list goes?"
    case .removeLast:
      "Done removed the second child itself, then popped its screen: which child did that pop remove, and how did "
        + "your code choose it?"
    case .removeOnDisappear:
      "The detail screen posted MemberSaved and this list did not hear it: is it still observing when Save is tapped?"
    case .tokenOutlivesSender, .tokenPerPlus, .endsOnlyOnSave, .compareIdentifiers, .observersKeptForever:
      "A center, like an ObjectIdentifier, knows a subject only by its address, and a new screen is often made "
        + "where a gone one was: how does that list know that a screen is one it opened, and still there?"
    default: nil
    }
  }

  /// Runs the check with its report written to standard output, as ExerciseRunner writes it.
  @MainActor
  func runReporting() async {
    let output = FileHandle.standardOutput
    await run(CheckContext { output.write(Data(($0 + "\n").utf8)) })
  }
}
