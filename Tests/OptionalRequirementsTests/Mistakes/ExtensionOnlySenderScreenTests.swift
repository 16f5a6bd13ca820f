import StageKit
import Testing

@testable import OptionalRequirements

@Suite("Technique 2, the pitfall: a method that exists only in a protocol extension")
@MainActor
struct ExtensionOnlySenderScreenTests {
  @Test("Through the protocol, the receiver's own didSendOptionalInfo is not called")
  func receiversMethodIsNotCalled() throws {
    let receiver = makeScreen { ReceiverScreen(technique: .extensionOnly) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == requiredPiece)
    #expect(
      receiver.transcript.notes == [
        "static dispatch: the extension's didSendOptionalInfo ran, whatever ReceiverScreen implements"
      ])
  }

  @Test("The same call on the receiver's own type does reach its method: the static type decides")
  func theStaticTypeDecides() {
    let receiver = makeScreen { ReceiverScreen(technique: .extensionOnly) }
    let sender = makeScreen { ExtensionOnlySenderScreen() }
    let throughProtocol: any ExtensionOnlySenderDelegate = receiver
    throughProtocol.senderScreen(sender, didSendOptionalInfo: .sampleOptional)
    #expect(receiver.received.isEmpty)
    receiver.senderScreen(sender, didSendOptionalInfo: .sampleOptional)
    #expect(receiver.received == [.optional(.sampleOptional)])
  }

  @Test("A receiver with the method and one without it end up the same: neither is told")
  func withAndWithoutAreAlike() throws {
    let wanting = makeScreen { ReceiverScreen(technique: .extensionOnly) }
    let notWanting = makeScreen { RequiredOnlyReceiverScreen(technique: .extensionOnly) }
    try openSenderAndGoBack(on: wanting)
    try openSenderAndGoBack(on: notWanting)
    #expect(wanting.received == notWanting.received)
  }
}
