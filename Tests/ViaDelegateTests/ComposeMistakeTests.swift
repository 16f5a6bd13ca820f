import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaDelegate
@testable import ViaDelegateMistakes

@Suite("The strong compose delegate: when it leaks, and when it does not")
@MainActor
struct ComposeMistakeTests {
  /// The composer `screen` presents, as the twin's type.
  func composer(on screen: ViaDelegateMistakes.ValueScreen) throws -> ViaDelegateMistakes.ComposeScreen {
    try #require(screen.presentedViewController as? ViaDelegateMistakes.ComposeScreen)
  }

  @Test("Presented only, a strong delegate is a cycle while the composer is up")
  func cycleWhilePresented() throws {
    let screen = ViaDelegateMistakes.ValueScreen()
    screen.loadViewIfNeeded()
    let watch = LeakWatch()
    do {
      screen.valueView.editSubtitleButton.tap()  // the twin keeps its title composer, not this one
      watch.watch(try composer(on: screen))
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ComposeScreen"])
    // Reflection cannot tell that subtitleComposer is weak, so the shortest path it finds runs
    // through it; the reference that owns the composer is ValueScreen.presentedViewController.
    #expect(
      report.cycles.map(\.description) == ["ComposeScreen.delegate → ValueScreen.subtitleComposer → ComposeScreen"])
    screen.dismiss(animated: true)  // what Done and Cancel do
    watch.expectAllReleased()
  }

  @Test("Presented only, dismissal ends the cycle and both screens are released", arguments: ["Done", "Cancel"])
  func presentedOnlyIsReleased(button: String) throws {
    let watch = LeakWatch()
    do {
      let screen = ViaDelegateMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      watch.watch(screen)
      screen.valueView.editSubtitleButton.tap()
      let composer = try composer(on: screen)
      watch.watch(composer)
      composer.composeView.inputField.type("Hello")
      (button == "Done" ? composer.doneButton : composer.cancelButton).tap()
      #expect(
        screen.valueView.subtitleLabel.text == (button == "Done" ? "Subtitle: Hello" : "Subtitle: Cancelled"))
    }
    watch.expectAllReleased()
  }

  @Test("A kept composer is reused: the second edit presents the same screen, text and all")
  func keptComposerIsReused() throws {
    let screen = ViaDelegateMistakes.ValueScreen()
    screen.loadViewIfNeeded()
    screen.valueView.editTitleButton.tap()
    let first = try composer(on: screen)
    first.composeView.inputField.type("Hello")
    first.doneButton.tap()
    screen.valueView.editTitleButton.tap()
    #expect(screen.presentedViewController === first)
    #expect(first.composeView.inputField.text == "Hello")
    first.cancelButton.tap()
    first.delegate = nil  // break the cycle this test made
  }

  @Test("A kept composer with a strong delegate survives dismissal, and the report names the cycle")
  func keptComposerLeaks() throws {
    let watch = LeakWatch()
    weak var leakedComposer: ViaDelegateMistakes.ComposeScreen?
    do {
      let screen = ViaDelegateMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try composer(on: screen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.presentedViewController == nil)
      #expect(screen.valueView.titleLabel.text == "Title:    Hello", "it works, which is why it survives review")
      leakedComposer = composer
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ComposeScreen", "ValueScreen"])
    #expect(
      report.cycles.map(\.description) == ["ComposeScreen.delegate → ValueScreen.titleComposer → ComposeScreen"])
    leakedComposer?.delegate = nil  // break the cycle: both are released at once
    watch.expectAllReleased()
  }
}
