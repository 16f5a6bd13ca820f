import LeakCheck
import Members
import Testing

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

@Suite("Member editing contract: every variant behaves the same")
@MainActor
struct MemberEditingContractTests {
  @Test("Add: Save on an empty detail screen appends the member", arguments: Variant.all)
  func add(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    scene.type(name: "Lee Jun", age: "31")
    await scene.save()
    #expect(scene.members == [kim, lee])
    #expect(scene.visibleRows == ["Kim Minji, 28", "Lee Jun, 31"])
    #expect(scene.detail == nil)
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Update: Save on a filled detail screen replaces that row", arguments: Variant.all)
  func update(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim, lee])
    try scene.select(row: 0)
    scene.type(age: "29")
    await scene.save()
    #expect(scene.members == [Member(name: "Kim Minji", age: 29), lee])
    #expect(scene.visibleRows == ["Kim Minji, 29", "Lee Jun, 31"])
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Back without saving changes nothing and releases the detail screen", arguments: Variant.all)
  func backWithoutSaving(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.select(row: 0)
    scene.type(name: "Somebody Else")
    await scene.back()
    #expect(scene.members == [kim])
    #expect(scene.visibleRows == ["Kim Minji, 28"])
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "Invalid input is refused on the detail screen and the list is unchanged",
    arguments: Variant.all, [("", "28"), ("Lee Jun", "thirty"), ("Lee Jun", "151")])
  func invalidInput(variant: Variant, input: (name: String, age: String)) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    scene.type(name: input.name, age: input.age)
    await scene.save()
    #expect(scene.members == [kim])
    #expect(scene.visibleRows == ["Kim Minji, 28"])
    #expect(scene.detail?.detailView.messageLabel.text?.hasPrefix("⚠ ") == true)
    #expect(scene.released.isEmpty)
    await scene.back()
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("An update to a row deleted meanwhile is refused and nothing is lost", arguments: Variant.all)
  func staleIndex(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim, lee])
    try scene.select(row: 1)
    scene.delete(row: 1)
    scene.type(age: "32")
    await scene.save()
    #expect(scene.members == [kim])
    #expect(scene.visibleRows == ["Kim Minji, 28"])
    #expect(scene.listMessage?.contains("Member 2 no longer exists") == true)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("The list can be released while its detail screen is still open", arguments: Variant.all)
  func listReleasedFirst(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    let detail = try #require(scene.detail)
    let report = await scene.close()
    #expect(report.survivorLabels == ["MemberDetailScreen"], "only the test holds the detail screen: \(report)")
    detail.detailView.type(name: "Lee Jun", age: "31")
    detail.detailView.saveButton.tap()  // tells nobody, and does not crash
    #expect(scene.released.sorted() == ["MemberListScreen", "NavigationController"])
  }

  @Test("Two scenes with a detail screen each do not hear each other", arguments: Variant.all)
  func twoDetailScreens(variant: Variant) async throws {
    let first = MemberScene(variant)
    let second = MemberScene(variant)
    try first.tapPlus()
    try second.tapPlus()
    first.type(name: "Kim Minji", age: "28")
    second.type(name: "Lee Jun", age: "31")
    await first.save()
    await second.save()
    #expect(first.members == [kim])
    #expect(second.members == [lee])
    for scene in [first, second] {
      let report = await scene.close()
      #expect(report.isClean, "\(report)")
    }
  }
}
