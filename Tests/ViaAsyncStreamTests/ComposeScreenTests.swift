import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaAsyncStream

/// Every event a compose stream delivers, read to its end.
private func everyEvent(of events: ComposeStream) async -> [ComposeOutcome] {
  var received: [ComposeOutcome] = []
  for await event in events { received.append(event) }
  return received
}

@Suite("Compose with cancel through an AsyncStream", .timeLimit(.minutes(10)))
@MainActor
struct ComposeScreenTests {
  @Test("Done writes the typed value, dismisses, and finishes the stream")
  func done() async {
    let presenter = ViewController(name: "Presenter")
    let composer = ComposeScreen(caption: "Title")
    let events = composer.events
    presenter.present(composer, animated: true)
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()
    #expect(presenter.presentedViewController == nil)
    #expect(await everyEvent(of: events) == [.done("Hello")])
  }

  @Test("Cancel writes cancelled and no value")
  func cancel() async {
    let presenter = ViewController(name: "Presenter")
    let composer = ComposeScreen(caption: "Title")
    let events = composer.events
    presenter.present(composer, animated: true)
    composer.composeView.inputField.type("Discarded")
    composer.cancelButton.tap()
    #expect(await everyEvent(of: events) == [.cancelled])
  }

  @Test("A value screen released while its composer is up cancels its reading task")
  func valueScreenReleasedFirst() async throws {
    let transcript = Transcript()
    let watch = LeakWatch()
    let composer: ComposeScreen
    do {
      let screen = Transcript.$current.withValue(transcript) { ValueScreen() }
      _ = screen.view
      Transcript.$current.withValue(transcript) { screen.valueView.editSubtitleButton.tap() }
      composer = try #require(screen.presentedViewController as? ComposeScreen)
      watch.watch(screen)
    }
    watch.expectAllReleased()
    #expect(await everyEvent(of: composer.events).isEmpty, "returns once the cancelled task has ended the stream")
    #expect(transcript.entries.contains(.navigation("ComposeScreen (subtitle).events cancelled")))
    composer.doneButton.tap()  // writes into a cancelled stream: dropped, no crash
  }
}
