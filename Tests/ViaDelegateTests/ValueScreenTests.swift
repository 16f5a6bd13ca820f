// Done, Cancel, two composers told apart and every release are proven for this variant by
// the contract suite (Tests/ContractTests/ComposeContractTests.swift). This suite keeps what
// only a delegate can get wrong: a message from a sender the receiver never presented.
import StageKit
import Testing

@testable import ViaDelegate

@Suite("The value screen tells its composers apart by the sender")
@MainActor
struct ValueScreenTests {
  @Test("A message from a composer the screen did not present changes nothing")
  func strangerIsIgnored() {
    let transcript = Transcript()
    let screen = Transcript.$current.withValue(transcript) { ValueScreen() }
    screen.loadViewIfNeeded()
    let stranger = Transcript.$current.withValue(transcript) { ComposeScreen(caption: "Title") }
    screen.composer(stranger, didInput: "Intruder")
    #expect(screen.valueView.titleLabel.text == "Title:    (none)")
    #expect(screen.valueView.subtitleLabel.text == "Subtitle: (none)")
    #expect(transcript.entries.contains(.note("ValueScreen ignored ComposeScreen (title): it did not present it")))
  }
}
