// What the contract suite proves for every variant (add, update, invalid input, a stale
// index, releases after Save and Back, delivery after the tap) it proves for this one too:
// Tests/ContractTests. This suite keeps what only a stream shows.
import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import ViaAsyncStream

@Suite("Member editing through an AsyncStream", .timeLimit(.minutes(10)))
@MainActor
struct MemberDetailScreenTests {
  @Test("The detail screen is released after Back, its stream finishes, and nothing was saved")
  func releasedAfterBack() async throws {
    let transcript = Transcript()
    let scene = Transcript.$current.withValue(transcript) { MemberEditingScene() }
    let watch = LeakWatch()
    do {
      let detail = try Transcript.$current.withValue(transcript) { try scene.openNewMember() }
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      scene.navigation.tapBackButton()
    }
    watch.expectAllReleased()
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events finished")))
    await scene.waitForDelivery()
    #expect(scene.list.memberListManager.getMemberList().isEmpty)
  }
}
