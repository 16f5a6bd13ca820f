// Done, Cancel, two value screens on one center and every release are proven for both styles
// by the contract suite (Tests/ContractTests/ComposeContractTests.swift), on the shared
// default center. This suite keeps what only a classic notification can get wrong.
import Foundation
import StageKit
import Testing

@testable import ViaNotificationCenter

@Suite("Compose with cancel through NotificationCenter")
@MainActor
struct ValueScreenTests {
  @Test("A classic Done without its value is ignored with a transcript note")
  func classicDoneWithoutValueIsIgnored() throws {
    let transcript = Transcript()
    try Transcript.$current.withValue(transcript) {
      let screen = ValueScreen(style: .classic, center: NotificationCenter())
      screen.loadViewIfNeeded()
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
}
