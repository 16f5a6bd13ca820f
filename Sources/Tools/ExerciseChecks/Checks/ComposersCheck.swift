// Exercise 2 (Lesson 2): one value screen presents two compose screens, and must show each
// answer in the row of the composer that sent it. Each answer is told apart by what the
// screen shows: the right row, the other row, or no row at all (nothing reached it). A
// quick second tap on the other Edit button while a composer is up leaves the screen
// believing the other one is talking: only the sender itself can say which it is. A
// composer the screen has dismissed, answering again once another for the same row is
// up, must change nothing: a caption is shared, the composer is not. Last, the scene
// closes while a composer is still up.
import LeakCheck
import MemberViews
import Members
import StageKit

/// The check of exercise 2.
enum ComposersCheck {
  /// One use of a composer: which button opens it, what is typed (nil: Cancel), and the two rows after.
  private struct Round {
    let button: KeyPath<ValueView, Button>
    let row: Words.Composers.Row
    let typed: String?
    let title: String
    let subtitle: String
  }

  @MainActor private static let rounds = [
    Round(button: \.editSubtitleButton, row: .subtitle, typed: "Seoul trip", title: "(none)", subtitle: "Seoul trip"),
    Round(button: \.editTitleButton, row: .title, typed: "Club night", title: "Club night", subtitle: "Seoul trip"),
    Round(button: \.editSubtitleButton, row: .subtitle, typed: nil, title: "Club night", subtitle: "Cancelled"),
  ]

  @MainActor
  static func run(_ type: any ValueScreenSubject.Type, _ context: CheckContext) async {
    let words = Words.Composers.self
    let watch = LeakWatch()
    do {
      let screen = type.init()
      let navigation = NavigationController(rootViewController: screen)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(screen, as: "ValueScreen")
      guard let values = screen.view as? ValueView else {
        context.fail(words.notAValueView)
        return
      }
      for round in rounds {
        context.step(words.step(round.row, typed: round.typed), ifUnownedTraps: words.unownedMeaning)
        values[keyPath: round.button].tap()
        guard let composer = screen.presentedViewController, composer.view is ComposeView else {
          context.fail(words.presentedNothing(round.row))
          return
        }
        watch.watch(composer, as: "ComposeScreen (\(round.row))")
        let before = rows(values)
        answer(composer, typed: round.typed)
        let action = words.action(round.row, typed: round.typed)
        guard await expect(round, before: before, on: screen, values, after: action, context) else { return }
      }
      guard await secondTap(on: screen, values, watch, context) else { return }
      context.step(words.stepReleasedOnceDismissed)
      let composersAlive = { watch.report().survivorLabels.filter { $0.hasPrefix("ComposeScreen") } }
      _ = await ScheduledWork.run(until: { composersAlive().isEmpty })
      let composers = composersAlive()
      guard composers.isEmpty else {
        context.fail(words.composersAlive(composers), words.composersAliveHint)
        return
      }
      guard let upNow = await lateAnswer(on: screen, values, context) else { return }
      watch.watch(upNow, as: "ComposeScreen (title)")
    }
    context.step(words.stepCloseWithComposerUp)
    _ = await LifetimeVerdict.expectReleased(
      watch, after: words.closedWithComposerUp, hint: words.closeHint, context)
  }

  /// Answers in a title composer, keeps it, opens a new one for the title, then has the
  /// kept one, which ValueScreen no longer presents, tap Done again: nothing may change.
  ///
  /// - Returns: The new title composer, still up, or `nil` when a problem was recorded.
  @MainActor
  private static func lateAnswer(on screen: ViewController, _ values: ValueView, _ context: CheckContext) async
    -> ViewController?
  {
    let words = Words.Composers.self
    context.step(words.stepLateAnswer, ifUnownedTraps: words.unownedMeaning)
    values.editTitleButton.tap()
    guard let old = screen.presentedViewController, old.view is ComposeView else {
      context.fail(words.presentedNothing(.title))
      return nil
    }
    var before = rows(values)
    answer(old, typed: "Board games")
    let round = Round(
      button: \.editTitleButton, row: .title, typed: "Board games", title: "Board games", subtitle: "Cancelled")
    guard
      await expect(
        round, before: before, on: screen, values, after: words.action(.title, typed: "Board games"), context)
    else { return nil }
    values.editTitleButton.tap()
    guard let new = screen.presentedViewController, new !== old, new.view is ComposeView else {
      context.fail(words.presentedNothing(.title))
      return nil
    }
    before = rows(values)
    answer(old, typed: "Old idea")
    await ScheduledWork.settle()
    let shown = rows(values)
    guard shown == before else {
      context.fail(words.lateAnswerTaken(shown.title, shown.subtitle))
      return nil
    }
    return new
  }

  /// Opens the title's composer, taps Edit subtitle as well while it is up, then answers in the title's composer.
  @MainActor
  private static func secondTap(
    on screen: ViewController, _ values: ValueView, _ watch: LeakWatch, _ context: CheckContext
  ) async -> Bool {
    let words = Words.Composers.self
    context.step(words.stepSecondTap, ifUnownedTraps: words.unownedMeaning)
    values.editTitleButton.tap()
    guard let composer = screen.presentedViewController, composer.view is ComposeView else {
      context.fail(words.presentedNothing(.title))
      return false
    }
    watch.watch(composer, as: "ComposeScreen (title)")
    // The second tap: UIKit refuses to present while presenting; whatever this does, the
    // title's composer is still the one the user types in.
    values.editSubtitleButton.tap()
    let before = rows(values)
    answer(composer, typed: "Quiz night")
    let round = Round(
      button: \.editTitleButton, row: .title, typed: "Quiz night", title: "Quiz night", subtitle: "Cancelled")
    return await expect(round, before: before, on: screen, values, after: words.afterSecondTap, context)
  }

  /// Types into a composer and taps Done, or taps Cancel when there is nothing to type.
  @MainActor
  private static func answer(_ composer: ViewController, typed: String?) {
    if let typed {
      (composer.view as? ComposeView)?.inputField.type(typed)
      composer.navigationItem.rightBarButtonItem?.tap()
    } else {
      composer.navigationItem.leftBarButtonItem?.tap()
    }
  }

  /// The two rows as the screen shows them now.
  @MainActor
  private static func rows(_ values: ValueView) -> Rows {
    Rows(title: values.titleLabel.text ?? "", subtitle: values.subtitleLabel.text ?? "")
  }

  /// The title and subtitle rows' text.
  private struct Rows: Equatable {
    var title: String
    var subtitle: String

    subscript(row: Words.Composers.Row) -> String { row == .title ? title : subtitle }
  }

  /// Records a problem unless the composer went away and the two rows show what `round` expects.
  ///
  /// The verdict says what happened: nothing arrived, the answer went to the other row (or
  /// to both), or the right row shows something else.
  @MainActor
  private static func expect(
    _ round: Round, before: Rows, on screen: ViewController, _ values: ValueView, after action: String,
    _ context: CheckContext
  ) async -> Bool {
    let words = Words.Composers.self
    let expected = Rows(title: words.titleRow(round.title), subtitle: words.subtitleRow(round.subtitle))
    _ = await ScheduledWork.run(until: { screen.presentedViewController == nil && rows(values) == expected })
    guard screen.presentedViewController == nil else {
      context.fail(words.stillUp(after: action))
      return false
    }
    let shown = rows(values)
    guard shown != expected else { return true }
    let own = round.row
    let other: Words.Composers.Row = own == .title ? .subtitle : .title
    let answer = words.row(other, showing: round.typed ?? "Cancelled")
    var lines = [words.shows(after: action, shown.title, shown.subtitle)]
    if shown == before {
      lines += words.nothingArrived(own)
    } else if shown[other] != before[other], shown[other] == answer {
      lines += shown[own] == expected[own] ? words.landedInBoth(own) : words.wrongRow(own)
    } else if shown[own] != expected[own] {
      lines += words.wrongValue(own, expected: expected[own])
    } else {
      lines += words.otherRowChanged(own, expected: expected[other])
    }
    context.fail(lines)
    return false
  }
}
