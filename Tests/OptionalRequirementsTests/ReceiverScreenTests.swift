import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import OptionalRequirements

@Suite("Receivers: what they are told, and their lifetime")
@MainActor
struct ReceiverScreenTests {
  @Test(
    "Every technique but the pitfall tells a receiver that wants both pieces, each once",
    arguments: Technique.allCases.filter { $0 != .extensionOnly })
  func everyTechniqueTellsBoth(technique: Technique) throws {
    let receiver = makeScreen { ReceiverScreen(technique: technique) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == bothPieces)
  }

  @Test(
    "Every technique skips the optional piece for a receiver that does not want it, and says so",
    arguments: Technique.allCases)
  func everyTechniqueSkipsObservably(technique: Technique) throws {
    let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: technique) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.received == requiredPiece)
    #expect(receiver.transcript.notes.count == 1)
  }

  @Test("The receiver shows what it was told, and (none) for what it was not")
  func showsWhatItWasTold() throws {
    let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: .refiningProtocol) }
    try openSenderAndGoBack(on: receiver)
    #expect(receiver.receiverView.requiredLabel.text == "Required: \"this is required\", 3")
    #expect(receiver.receiverView.optionalLabel.text == "Optional: (none)")
  }

  @Test("Going back dismisses the sender, and it is released at once", arguments: Technique.allCases)
  func senderIsReleasedAfterGoingBack(technique: Technique) throws {
    let receiver = makeScreen { ReceiverScreen(technique: technique) }
    let watch = LeakWatch()
    do {
      let sender = try openSender(on: receiver)
      watch.watch(sender)
      try tapBack(on: sender)
    }
    #expect(receiver.presentedViewController == nil)
    watch.expectAllReleased()
    #expect(receiver.transcript.entries.last.map { if case .released = $0 { true } else { false } } == true)
  }

  @Test("The sender holds its receiver weakly: the receiver can go first", arguments: Technique.allCases)
  func senderHoldsItsReceiverWeakly(technique: Technique) throws {
    let watch = LeakWatch()
    let sender: ViewController
    do {
      let receiver = makeScreen { ReceiverScreen(technique: technique) }
      sender = try openSender(on: receiver)
      watch.watch(receiver)
      receiver.dismiss(animated: false)
    }
    watch.expectAllReleased()
    try tapBack(on: sender)  // tells nobody, and does not crash
  }

  @Test("After going back, the sender and its receiver are both released", arguments: Technique.allCases)
  func bothAreReleased(technique: Technique) throws {
    let watch = LeakWatch()
    do {
      let receiver = makeScreen { RequiredOnlyReceiverScreen(technique: technique) }
      let sender = try openSender(on: receiver)
      watch.watch(receiver)
      watch.watch(sender)
      try tapBack(on: sender)
    }
    watch.expectAllReleased()
  }
}
