import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter

@Suite("Compose with cancel through NotificationCenter")
@MainActor
struct ValueScreenTests {
  private func valueScreen(_ style: NotificationStyle, center: NotificationCenter = NotificationCenter()) -> ValueScreen
  {
    let screen = ValueScreen(style: style, center: center)
    screen.loadViewIfNeeded()
    return screen
  }

  @Test("Done shows the value in the row of the composer that posted it", arguments: NotificationStyle.allCases)
  func doneShowsTheValue(style: NotificationStyle) throws {
    let screen = valueScreen(style)
    screen.valueView.editSubtitleButton.tap()
    let composer = try #require(screen.presentedViewController as? ComposeScreen)
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: Hello")
    #expect(screen.valueView.titleLabel.text == "Title:    (none)")
    #expect(screen.subscriptions.count == 0, "the composer said its one thing: nothing is kept for it")
  }

  @Test("Two value screens on one center each hear only their own composer", arguments: NotificationStyle.allCases)
  func twoScreensDoNotCrossTalk(style: NotificationStyle) throws {
    let center = NotificationCenter()
    let first = valueScreen(style, center: center)
    let second = valueScreen(style, center: center)
    first.valueView.editTitleButton.tap()
    second.valueView.editTitleButton.tap()
    let firstComposer = try #require(first.presentedViewController as? ComposeScreen)
    let secondComposer = try #require(second.presentedViewController as? ComposeScreen)
    firstComposer.composeView.inputField.type("First")
    firstComposer.doneButton.tap()
    secondComposer.cancelButton.tap()
    #expect(first.valueView.titleLabel.text == "Title:    First")
    #expect(second.valueView.titleLabel.text == "Title:    Cancelled")
  }

  @Test("A classic Done without its value is ignored with a transcript note")
  func classicDoneWithoutValueIsIgnored() throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let screen = valueScreen(.classic)
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      screen.center.post(name: .composeNotification, object: composer, userInfo: ["outcome": 42])
      #expect(screen.valueView.titleLabel.text == "Title:    (none)")
      #expect(
        transcript.entries.contains(
          .note(
            "ValueScreen ignored a notification: composeNotification's userInfo[\"outcome\"] is a Int, not a ComposeOutcome"
          )))
    }
  }

  @Test("The composer is released after Done, and the value screen when let go", arguments: NotificationStyle.allCases)
  func everythingIsReleased(style: NotificationStyle) throws {
    let watch = LeakWatch()
    do {
      let screen = valueScreen(style)
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.doneButton.tap()
    }
    watch.expectAllReleased()
  }
}
