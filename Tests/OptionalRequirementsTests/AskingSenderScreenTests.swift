import StageKit
import Testing

@testable import OptionalRequirements

@Suite("Technique 3: a refining protocol, asked with as?")
@MainActor
struct AskingSenderScreenTests {
  @Test("A receiver that conforms to the refining protocol gets both pieces, each once")
  func conformingReceiverIsTold() throws {
    let receiver = makeScreen { ReceiverScreen(technique: .refiningProtocol) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == bothPieces)
    #expect(receiver.transcript.notes.isEmpty)
  }

  @Test("A receiver of the base protocol only gets the required piece, and the sender says it skipped")
  func baseReceiverIsSkipped() throws {
    let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: .refiningProtocol) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == requiredPiece)
    #expect(receiver.transcript.messages == ["didSendRequiredInfo(\"this is required\", 3)"])
    #expect(
      receiver.transcript.notes == [
        "RequiredOnlyReceiverScreen is not an AskingSenderOptionalDelegate: optional info skipped"
      ])
  }

  @Test("With no receiver, going back tells nobody, says so, and does not crash")
  func noReceiver() throws {
    let sender = makeScreen { AskingSenderScreen() }
    sender.loadViewIfNeeded()
    try tapBack(on: sender)
    #expect(
      sender.transcript.entries.first
        == .message(from: "AskingSenderScreen", to: nil, text: "didSendRequiredInfo(\"this is required\", 3)"))
    #expect(
      sender.transcript.notes == ["no receiver: optional info skipped"])
  }
}
