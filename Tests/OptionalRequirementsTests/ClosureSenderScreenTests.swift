import StageKit
import Testing

@testable import OptionalRequirements

@Suite("Technique 4: optional closure properties")
@MainActor
struct ClosureSenderScreenTests {
  @Test("With both closures set, each is called once with its piece")
  func bothClosuresAreCalled() async throws {
    try await confirmation("required", expectedCount: 1) { required in
      try await confirmation("optional", expectedCount: 1) { optional in
        let sender = makeScreen {
          ClosureSenderScreen { info in
            #expect(info == .sampleRequired)
            required()
          }
        }
        sender.onOptionalInfo = { info in
          #expect(info == .sampleOptional)
          optional()
        }
        sender.loadViewIfNeeded()
        try tapBack(on: sender)
        #expect(sender.transcript.notes.isEmpty)
      }
    }
  }

  @Test("With onOptionalInfo nil, only the required closure is called, and the sender says it skipped")
  func nilClosureIsSkipped() async throws {
    try await confirmation("required", expectedCount: 1) { required in
      let sender = makeScreen { ClosureSenderScreen { _ in required() } }
      sender.loadViewIfNeeded()
      try tapBack(on: sender)
      #expect(sender.transcript.messages == ["onRequiredInfo(\"this is required\", 3)"])
      #expect(sender.transcript.notes == ["onOptionalInfo is nil: optional info skipped"])
    }
  }

  @Test("The receivers' wiring: one that wants both sets both closures, the other only the required")
  func receiversWireTheirClosures() throws {
    let wanting = makeScreen { ReceiverScreen(technique: .optionalClosure) }
    let notWanting = makeScreen { RequiredOnlyReceiverScreen(technique: .optionalClosure) }
    try openSenderAndGoBack(on: wanting)
    try openSenderAndGoBack(on: notWanting)
    #expect(wanting.received == bothPieces)
    #expect(notWanting.received == requiredPiece)
  }
}
