import StageKit
import Testing

@testable import OptionalRequirements

@Suite("Technique 1: a requirement with a default implementation")
@MainActor
struct DefaultingSenderScreenTests {
  @Test("A receiver that implements the optional method gets both pieces, each once")
  func implementedIsCalled() throws {
    let receiver = makeScreen { ReceiverScreen(technique: .defaultImplementation) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == bothPieces)
    #expect(receiver.transcript.notes.isEmpty)
  }

  @Test("A receiver without it gets only the required piece, and the default says it ran")
  func missingFallsBackToTheDefault() throws {
    let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: .defaultImplementation) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == requiredPiece)
    #expect(
      receiver.transcript.notes == [
        "RequiredOnlyReceiverScreen has no didSendOptionalInfo: the default ran, doing nothing"
      ])
  }

  @Test("The sender calls without asking: both messages go out, whoever the receiver is")
  func bothMessagesAreSent() throws {
    let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: .defaultImplementation) }
    try openSenderAndGoBack(on: receiver)
    #expect(
      receiver.transcript.messages == [
        "didSendRequiredInfo(\"this is required\", 3)", "didSendOptionalInfo(\"this is optional\", 100)",
      ])
  }
}

/// A receiver whose optional method is misspelled ("Optinal"): it compiles without a word.
@MainActor
private final class MisspelledReceiver: DefaultingSenderDelegate {
  var received: [Received] = []

  func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo) {
    received.append(.required(info))
  }

  func senderScreen(_ sender: DefaultingSenderScreen, didSendOptinalInfo info: SenderInfo) {
    received.append(.optional(info))
  }
}

@Suite("Technique 1's weak spot: a near miss")
@MainActor
struct DefaultingNearMissTests {
  @Test("A misspelled optional method is not an implementation: the default runs instead, silently")
  func misspelledMethodGetsTheDefault() throws {
    let receiver = MisspelledReceiver()
    let sender = makeScreen { DefaultingSenderScreen() }
    sender.delegate = receiver
    sender.loadViewIfNeeded()
    try tapBack(on: sender)
    #expect(receiver.received == requiredPiece)
    #expect(
      sender.transcript.notes == ["MisspelledReceiver has no didSendOptionalInfo: the default ran, doing nothing"])
  }
}
