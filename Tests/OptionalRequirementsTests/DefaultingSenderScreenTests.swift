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
        "RequiredOnlyReceiverScreen does not implement didSendOptionalInfo: the default ran, doing nothing"
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
