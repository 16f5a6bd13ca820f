// Exercise 2 (Lesson 2): one value screen presents two compose screens, and must show each
// answer in the row of the composer that sent it.
import LeakCheck
import MemberViews
import Members
import StageKit

/// The check of exercise 2.
enum ComposersCheck {
  @MainActor
  static func run(_ type: any ValueScreenSubject.Type, _ context: CheckContext) async {
    let watch = LeakWatch()
    do {
      let screen = type.init()
      let navigation = NavigationController(rootViewController: screen)
      watch.watch(navigation, as: "NavigationController")
      watch.watch(screen, as: "ValueScreen")
      guard let values = screen.view as? ValueView else {
        context.fail("ValueScreen's view is not a ValueView, so the check cannot find its buttons.")
        return
      }
      let rounds: [(button: Button, name: String, typed: String?, title: String, subtitle: String)] = [
        (values.editSubtitleButton, "subtitle", "Seoul trip", "Title:    (none)", "Subtitle: Seoul trip"),
        (values.editTitleButton, "title", "Club night", "Title:    Club night", "Subtitle: Seoul trip"),
        (values.editSubtitleButton, "subtitle", nil, "Title:    Club night", "Subtitle: Cancelled"),
      ]
      for round in rounds {
        let action =
          round.typed.map { "typed \"\($0)\" in the \(round.name)'s composer and tapped Done" }
          ?? "tapped Cancel in the \(round.name)'s composer"
        context.step("tap Edit \(round.name), then " + (round.typed.map { "type \"\($0)\" and tap Done" } ?? "Cancel"))
        round.button.tap()
        guard let composer = screen.presentedViewController, let field = (composer.view as? ComposeView)?.inputField
        else {
          context.fail("Tapping Edit \(round.name) presented no compose screen.")
          return
        }
        watch.watch(composer, as: "ComposeScreen (\(round.name))")
        if let typed = round.typed {
          field.type(typed)
          composer.navigationItem.rightBarButtonItem?.tap()
        } else {
          composer.navigationItem.leftBarButtonItem?.tap()
        }
        guard screen.presentedViewController == nil else {
          context.fail("After you \(action), the compose screen is still up: it should dismiss itself.")
          return
        }
        let shown = [values.titleLabel.text ?? "", values.subtitleLabel.text ?? ""]
        guard shown == [round.title, round.subtitle] else {
          context.fail(
            "After you \(action), the value screen shows \"\(shown[0])\" and \"\(shown[1])\".",
            "It should show \"\(round.title)\" and \"\(round.subtitle)\": the answer went to the wrong row.",
            "Can ValueScreen tell which of its two composers is talking to it?")
          return
        }
      }
      context.step("check that every composer was released once dismissed")
      let composers = watch.report().survivorLabels.filter { $0.hasPrefix("ComposeScreen") }
      guard composers.isEmpty else {
        context.fail(
          composers.count == 1
            ? "\(composers[0]) is still alive after it was dismissed: who holds it?"
            : "\(LifetimeVerdict.list(composers)) are still alive after they were dismissed: who holds them?",
          "ValueScreen may remember which composer is which, but only weakly.")
        return
      }
    }
    context.step("close the scene")
    _ = LifetimeVerdict.expectReleased(
      watch.report(), after: "the scene closed", hint: "A composer should not own the screen it answers.", context)
  }
}
