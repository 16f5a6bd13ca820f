import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaObservation

@Suite("Compose through observed state", .timeLimit(.minutes(10)))
@MainActor
struct ComposeScreenTests {
  @Test("Done publishes the typed value as the composer's state, and the value screen shows it")
  func donePublishes() async throws {
    let screen = ValueScreen()
    _ = screen.view
    let state: ComposeState
    do {
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      state = composer.state
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
    }
    #expect(state.phase == .finished(.done("Hello")))
    await screen.waitForDelivery()
    #expect(screen.valueView.titleLabel.text == "Title:    Hello")
    #expect(screen.listeners.count == 0)
  }

  @Test("A composer released without Done or Cancel closes its state; the value screen shows nothing new")
  func releasedWithoutAnswer() async throws {
    let screen = ValueScreen()
    _ = screen.view
    let watch = LeakWatch()
    let state: ComposeState
    do {
      screen.valueView.editSubtitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      state = composer.state
      watch.watch(composer)
      screen.dismiss(animated: true)  // the presenter takes it down; the composer said nothing
    }
    watch.expectAllReleased()
    #expect(state.phase == .closed)
    await screen.waitForDelivery()
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: (none)")
    #expect(screen.listeners.count == 0, "the closed state ended the loop")
  }
}
