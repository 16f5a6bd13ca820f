import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaObservation

@Suite("Compose through observed state")
@MainActor
struct ComposeScreenTests {
  @Test("Done publishes the input as the composer's state, and the value screen shows it")
  func donePublishes() async throws {
    let screen = ValueScreen()
    _ = screen.view
    screen.valueView.editTitleButton.tap()
    let composer = try #require(screen.presentedViewController as? ComposeScreen)
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()
    #expect(composer.state.phase == .answered(.done("Hello")))
    await screen.settle()
    #expect(screen.valueView.titleLabel.text == "Title:    Hello")
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
    await screen.settle()
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: (none)")
    let loop = try #require(screen.observation?.loop)
    await loop.value
  }
}
