import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaDelegate

@Suite("The value screen tells its composers apart by the sender")
@MainActor
struct ValueScreenTests {
  /// A loaded value screen writing to its own transcript.
  private func makeScreen(_ transcript: Transcript) -> ValueScreen {
    let screen = Transcript.$current.withValue(transcript) { ValueScreen() }
    screen.loadViewIfNeeded()
    return screen
  }

  /// Taps an edit button and returns the composer it presented.
  private func edit(_ button: Button, on screen: ValueScreen, _ transcript: Transcript) throws -> ComposeScreen {
    Transcript.$current.withValue(transcript) { button.tap() }
    let composer = try #require(screen.presentedViewController as? ComposeScreen)
    #expect(composer.delegate === screen)
    return composer
  }

  /// The messages of a transcript, as "sender → receiver: text".
  private func messages(_ transcript: Transcript) -> [String] {
    transcript.entries.compactMap { if case .message = $0 { $0.description } else { nil } }
  }

  @Test("Done shows the value in the title row; the message is sent once")
  func doneShowsTheValue() throws {
    let transcript = Transcript()
    let screen = makeScreen(transcript)
    let composer = try edit(screen.valueView.editTitleButton, on: screen, transcript)
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()
    #expect(screen.valueView.titleLabel.text == "Title:    Hello")
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: (none)")
    #expect(messages(transcript) == ["ComposeScreen (title) → ValueScreen: composer(_:didInput: \"Hello\")"])
  }

  @Test("Cancel shows \"Cancelled\" and delivers no value, even when text was typed")
  func cancelDeliversNoValue() throws {
    let transcript = Transcript()
    let screen = makeScreen(transcript)
    let composer = try edit(screen.valueView.editTitleButton, on: screen, transcript)
    composer.composeView.inputField.type("Discarded")
    composer.cancelButton.tap()
    #expect(screen.valueView.titleLabel.text == "Title:    Cancelled")
    #expect(messages(transcript) == ["ComposeScreen (title) → ValueScreen: composerDidCancel(_:)"])
  }

  @Test("Two composers send the same messages; each answer lands in its sender's row")
  func sendersAreToldApart() throws {
    let transcript = Transcript()
    let screen = makeScreen(transcript)
    let subtitle = try edit(screen.valueView.editSubtitleButton, on: screen, transcript)
    subtitle.composeView.inputField.type("A subtitle")
    subtitle.doneButton.tap()
    let title = try edit(screen.valueView.editTitleButton, on: screen, transcript)
    title.composeView.inputField.type("A title")
    title.cancelButton.tap()
    #expect(screen.valueView.titleLabel.text == "Title:    Cancelled")
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: A subtitle")
    #expect(
      messages(transcript) == [
        "ComposeScreen (subtitle) → ValueScreen: composer(_:didInput: \"A subtitle\")",
        "ComposeScreen (title) → ValueScreen: composerDidCancel(_:)",
      ])
  }

  @Test("A message from a composer the screen did not present changes nothing")
  func strangerIsIgnored() {
    let transcript = Transcript()
    let screen = makeScreen(transcript)
    let stranger = Transcript.$current.withValue(transcript) { ComposeScreen(caption: "Title") }
    screen.composer(stranger, didInput: "Intruder")
    #expect(screen.valueView.titleLabel.text == "Title:    (none)")
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: (none)")
    #expect(transcript.entries.contains(.note("ValueScreen ignored ComposeScreen (title): it did not present it")))
  }

  @Test("The composer is released at dismissal, while the value screen lives on", arguments: ["Done", "Cancel"])
  func composerReleasedAtDismissal(button: String) throws {
    let transcript = Transcript()
    let screen = makeScreen(transcript)
    let watch = LeakWatch()
    do {
      let composer = try edit(screen.valueView.editTitleButton, on: screen, transcript)
      watch.watch(composer)
      (button == "Done" ? composer.doneButton : composer.cancelButton).tap()
    }
    watch.expectAllReleased()
    #expect(screen.presentedViewController == nil)
  }

  @Test("Both screens are released after dismiss, once the app lets go of the value screen")
  func bothReleased() throws {
    let transcript = Transcript()
    let watch = LeakWatch()
    do {
      let screen = makeScreen(transcript)
      watch.watch(screen)
      for button in [screen.valueView.editTitleButton, screen.valueView.editSubtitleButton] {
        let composer = try edit(button, on: screen, transcript)
        watch.watch(composer, as: composer.transcriptName)
        composer.doneButton.tap()
      }
    }
    watch.expectAllReleased()
    let released = transcript.entries.filter { if case .released = $0 { true } else { false } }
    #expect(
      released.map(\.description).sorted() == [
        "released ComposeScreen (subtitle)", "released ComposeScreen (title)", "released ValueScreen",
      ])
  }
}
