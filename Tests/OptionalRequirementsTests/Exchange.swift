// Helpers that play the user's part in one exchange: open the sender, tap ‹ Back.
import StageKit
import Testing

@testable import OptionalRequirements

/// The two receiver screens, seen through what the tests need of them.
@MainActor
protocol TestReceiver: ViewController {
  var receiverView: ReceiverView { get }
  var received: [Received] { get }
}

extension ReceiverScreen: TestReceiver {}
extension RequiredOnlyReceiverScreen: TestReceiver {}

/// Makes a screen that writes to a transcript of its own, so parallel tests do not mix.
@MainActor
func makeScreen<Screen: ViewController>(_ make: () -> Screen) -> Screen {
  Transcript.$current.withValue(Transcript(), operation: make)
}

/// Taps "Open sender" on `receiver` and returns the sender it presented.
@MainActor
func openSender(on receiver: some TestReceiver) throws -> ViewController {
  receiver.loadViewIfNeeded()
  Transcript.$current.withValue(receiver.transcript) { receiver.receiverView.openButton.tap() }
  return try #require(receiver.presentedViewController, "Open sender presented nothing")
}

/// Taps the sender's "‹ Back" button.
@MainActor
func tapBack(on sender: ViewController) throws {
  try #require(sender.navigationItem.leftBarButtonItem, "the sender has no Back button").tap()
}

/// Opens the receiver's sender and goes back, as the user does.
@MainActor
func openSenderAndGoBack(on receiver: some TestReceiver) throws {
  try tapBack(on: try openSender(on: receiver))
}

extension Transcript {
  /// The texts of the notes recorded so far.
  var notes: [String] {
    entries.compactMap { if case .note(let text) = $0 { text } else { nil } }
  }

  /// The texts of the messages recorded so far.
  var messages: [String] {
    entries.compactMap { if case .message(_, _, let text) = $0 { text } else { nil } }
  }
}

/// Both pieces of the seed's information, in the order a receiver that wants both gets them.
let bothPieces: [Received] = [.required(.sampleRequired), .optional(.sampleOptional)]
/// Only the required piece.
let requiredPiece: [Received] = [.required(.sampleRequired)]
