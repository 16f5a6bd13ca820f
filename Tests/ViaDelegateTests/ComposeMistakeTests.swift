import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaDelegate

@Suite("The strong compose delegate: when it leaks, and when it does not")
@MainActor
struct ComposeMistakeTests {
  @Test("Presented only, a strong delegate is a cycle while the composer is up")
  func cycleWhilePresented() throws {
    let screen = Mistake.ValueScreen(keepsComposer: false)
    screen.loadViewIfNeeded()
    let watch = LeakWatch()
    do {
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? Mistake.ComposeScreen)
      watch.watch(composer)
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ComposeScreen"])
    #expect(
      report.cycles.map(\.description) == [
        "ComposeScreen.delegate → ValueScreen.presentedViewController → ComposeScreen"
      ]
    )
    screen.dismiss(animated: true)  // what Done and Cancel do
    watch.expectAllReleased()
  }

  @Test("Presented only, dismissal ends the cycle and both screens are released", arguments: ["Done", "Cancel"])
  func presentedOnlyIsReleased(button: String) throws {
    let watch = LeakWatch()
    do {
      let screen = Mistake.ValueScreen(keepsComposer: false)
      screen.loadViewIfNeeded()
      watch.watch(screen)
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? Mistake.ComposeScreen)
      watch.watch(composer)
      composer.composeView.inputField.type("Hello")
      (button == "Done" ? composer.doneButton : composer.cancelButton).tap()
      #expect(screen.valueView.titleLabel.text == (button == "Done" ? "Title:    Hello" : "Title:    Cancelled"))
      #expect(screen.keptComposer == nil)
    }
    watch.expectAllReleased()
  }

  @Test("A kept composer is reused: the second edit presents the same screen, text and all")
  func keptComposerIsReused() throws {
    let screen = Mistake.ValueScreen(keepsComposer: true)
    screen.loadViewIfNeeded()
    screen.valueView.editTitleButton.tap()
    let first = try #require(screen.presentedViewController as? Mistake.ComposeScreen)
    first.composeView.inputField.type("Hello")
    first.doneButton.tap()
    screen.valueView.editTitleButton.tap()
    #expect(screen.presentedViewController === first)
    #expect(first.composeView.inputField.text == "Hello")
    first.cancelButton.tap()
    screen.keptComposer = nil  // break the cycle this test made
  }

  @Test("A kept composer with a strong delegate survives dismissal, and the report names the cycle")
  func keptComposerLeaks() throws {
    let watch = LeakWatch()
    weak var leakedScreen: Mistake.ValueScreen?
    do {
      let screen = Mistake.ValueScreen(keepsComposer: true)
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? Mistake.ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.presentedViewController == nil)
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ComposeScreen", "ValueScreen"])
    #expect(
      report.cycles.map(\.description) == ["ComposeScreen.delegate → ValueScreen.keptComposer → ComposeScreen"])
    leakedScreen?.keptComposer = nil  // break the cycle: both are released at once
    watch.expectAllReleased()
  }
}
