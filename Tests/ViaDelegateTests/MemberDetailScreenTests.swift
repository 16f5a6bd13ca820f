// What the contract suite proves for every variant (add, update, invalid input, a stale
// index, releases after Save and Back) it proves for this one too: Tests/ContractTests.
// This suite keeps what only a delegate shows.
import LeakCheck
import LeakCheckTesting
import Testing

@testable import ViaDelegate

@Suite("Member editing through a weak delegate")
@MainActor
struct MemberDetailScreenTests {
  @Test("The list can be released while a detail screen lives on; its delegate is then nil")
  func listReleasedFirst() throws {
    let watch = LeakWatch()
    let detail: MemberDetailScreen
    do {
      let scene = MemberEditingScene()
      detail = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(scene.navigation)
      #expect(detail.delegate === scene.list)
    }
    watch.expectAllReleased()
    #expect(detail.delegate == nil)
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()  // tells nobody, and does not crash
  }
}
