import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaClosure

@Suite("Compose with cancel through stored closures")
@MainActor
struct ComposeScreenTests {
  /// Taps an edit button of `screen` and returns the compose screen it presented.
  private func edit(_ button: Button, on screen: ValueScreen) throws -> ComposeScreen {
    screen.loadViewIfNeeded()
    button.tap()
    return try #require(screen.presentedViewController as? ComposeScreen)
  }

  @Test("Done calls onFinish with the value, and the compose screen is dismissed and released")
  func doneDeliversTheValue() throws {
    let screen = ValueScreen()
    let watch = LeakWatch()
    do {
      let composer = try edit(screen.valueView.editTitleButton, on: screen)
      watch.watch(composer)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
    }
    #expect(screen.valueView.titleLabel.text == "Title:    Hello")
    #expect(screen.presentedViewController == nil)
    watch.expectAllReleased()
  }

  @Test("Cancel calls onFinish with .cancelled, shows Cancelled, and the typed text is not delivered")
  func cancelDeliversNoValue() throws {
    let screen = ValueScreen()
    let watch = LeakWatch()
    do {
      let composer = try edit(screen.valueView.editTitleButton, on: screen)
      watch.watch(composer)
      composer.composeView.inputField.type("Discarded")
      composer.cancelButton.tap()
    }
    #expect(screen.valueView.titleLabel.text == "Title:    Cancelled")
    #expect(screen.presentedViewController == nil)
    watch.expectAllReleased()
  }

  @Test("Two composers need no sender parameter: each closure already knows which value it sets")
  func twoComposers() throws {
    let screen = ValueScreen()
    let subtitle = try edit(screen.valueView.editSubtitleButton, on: screen)
    subtitle.composeView.inputField.type("A subtitle")
    subtitle.doneButton.tap()
    let title = try edit(screen.valueView.editTitleButton, on: screen)
    title.cancelButton.tap()
    #expect(screen.valueView.titleLabel.text == "Title:    Cancelled")
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: A subtitle")
  }

  @Test("The value screen can be released while its composer is up; the closures then do nothing")
  func receiverReleasedFirst() throws {
    let watch = LeakWatch()
    let composer: ComposeScreen
    do {
      let screen = ValueScreen()
      composer = try edit(screen.valueView.editTitleButton, on: screen)
      watch.watch(screen)
    }
    watch.expectAllReleased()
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()  // `self?` is nil: nothing happens, nothing crashes
    #expect(composer.onFinish != nil)
  }
}
