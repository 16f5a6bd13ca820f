import LeakCheck
import Members
import Testing
import Variants

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

/// How a detail screen is opened: "+" adds a member, selecting a row edits one.
enum EntryPath: String, CaseIterable, CustomStringConvertible {
  case plus, row

  var description: String { rawValue }
}

@Suite("Member editing contract: every variant behaves the same", .timeLimit(.minutes(10)))
@MainActor
struct MemberEditingContractTests {
  @Test("Add: Save on an empty detail screen appends the member, delivered once", arguments: Variant.all)
  func add(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    scene.type(name: "Lee Jun", age: "31", phone: "010-1234-5678", address: "Seoul")
    await scene.save()
    #expect(scene.members == [kim, Member(name: "Lee Jun", age: 31, phone: "010-1234-5678", address: "Seoul")])
    #expect(scene.visibleRows == ["Kim Minji, 28", "Lee Jun, 31"])
    #expect(scene.deliveries == 1)
    #expect(scene.listenerCount == 0, "nothing is kept for a detail screen that has answered")
    #expect(scene.detail == nil)
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Update: Save on a filled detail screen replaces that row, delivered once", arguments: Variant.all)
  func update(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim, lee])
    try scene.select(row: 0)
    #expect(scene.detail?.detailView.nameTextField.text == "Kim Minji", "the detail screen opens filled")
    scene.type(age: "29")
    await scene.save()
    #expect(scene.members == [Member(name: "Kim Minji", age: 29), lee])
    #expect(scene.visibleRows == ["Kim Minji, 29", "Lee Jun, 31"])
    #expect(scene.deliveries == 1)
    #expect(scene.listenerCount == 0, "nothing is kept for a detail screen that has answered")
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Back without saving delivers nothing and releases the detail screen", arguments: Variant.all)
  func backWithoutSaving(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.select(row: 0)
    scene.type(name: "Somebody Else")
    await scene.back()
    #expect(scene.members == [kim])
    #expect(scene.visibleRows == ["Kim Minji, 28"])
    #expect(scene.deliveries == 0)
    #expect(scene.released == ["MemberDetailScreen"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "Invalid input is refused on the detail screen, nothing is delivered and the list is unchanged",
    arguments: Variant.all,
    [
      ("", "28", MemberFormError.emptyName), ("Lee Jun", "thirty", .ageNotAWholeNumber("thirty")),
      ("Lee Jun", "151", .ageOutOfRange(151)),
    ])
  func invalidInput(variant: Variant, input: (name: String, age: String, error: MemberFormError)) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    scene.type(name: input.name, age: input.age)
    await scene.save()
    #expect(scene.members == [kim])
    #expect(scene.visibleRows == ["Kim Minji, 28"])
    #expect(scene.detail?.detailView.messageLabel.text == "⚠ \(input.error)")
    #expect(scene.deliveries == 0)
    #expect(scene.released.isEmpty)
    await scene.back()
    #expect(scene.deliveries == 0, "nothing was sent: nothing arrives once the screen has gone either")
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
    #expect(scene.deliveries == 1, "delivered once, and refused by the list")
    #expect(scene.listMessage?.contains("Member 2 no longer exists") == true)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("A later change that goes through clears the stale-index warning", arguments: Variant.all)
  func staleWarningIsCleared(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim, lee])
    try scene.select(row: 1)
    scene.delete(row: 1)
    scene.type(age: "32")
    await scene.save()
    #expect(scene.listMessage != nil)
    try scene.tapPlus()
    scene.type(name: "Lee Jun", age: "31")
    await scene.save()
    #expect(scene.members == [kim, lee])
    #expect(scene.listMessage == nil, "the warning was about an older change")
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "Save pops and releases the detail screen at once; the edit has arrived by then, or arrives when awaited",
    arguments: Variant.all)
  func saveReleasesAtOnce(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    try scene.tapPlus()
    scene.type(name: "Lee Jun", age: "31")
    scene.tapSave()
    #expect(scene.detail == nil)
    #expect(scene.released == ["MemberDetailScreen"], "released before anything is awaited")
    #expect(scene.deliveries == (variant.deliversLater ? 0 : 1), "a later delivery has not happened yet")
    await scene.waitForDelivery()
    #expect(scene.members == [kim, lee])
    #expect(scene.deliveries == 1)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "The whole scene is released when the app lets go of it, a detail screen still open",
    arguments: Variant.all, EntryPath.allCases)
  func sceneReleasedWithDetailOpen(variant: Variant, path: EntryPath) async throws {
    let scene = MemberScene(variant, members: [kim])
    switch path {
    case .plus: try scene.tapPlus()
    case .row: try scene.select(row: 0)
    }
    let report = await scene.close()
    #expect(report.isClean, "the list, its navigation controller and the open detail screen: \(report)")
    #expect(scene.released == ["MemberDetailScreen", "MemberListScreen", "NavigationController"])
  }

  @Test(
    "The list can be released while its detail screen is still open, however it was opened",
    arguments: Variant.all, EntryPath.allCases)
  func listReleasedFirst(variant: Variant, path: EntryPath) async throws {
    let scene = MemberScene(variant, members: [kim])
    switch path {
    case .plus: try scene.tapPlus()
    case .row: try scene.select(row: 0)
    }
    let detail = try #require(scene.detail)
    let report = await scene.close()
    #expect(report.survivorLabels == ["MemberDetailScreen"], "only the test holds the detail screen: \(report)")
    detail.detailView.type(name: "Lee Jun", age: "31")
    detail.detailView.saveButton.tap()  // tells nobody, and does not crash
    #expect(scene.released.sorted() == ["MemberListScreen", "NavigationController"])
  }

  @Test("Every detail screen the list opened is heard, not only the last", arguments: Variant.all)
  func everyOpenScreenIsHeard(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [])
    try scene.tapPlus()
    try scene.tapPlus()  // a second detail screen over the first: both are open
    #expect(scene.listenerCount == (variant.keepsListeners ? 2 : 0))
    scene.type(name: "Lee Jun", age: "31")
    await scene.save()
    scene.type(name: "Kim Minji", age: "28")
    await scene.save()
    #expect(scene.members == [lee, kim])
    #expect(scene.deliveries == 2)
    #expect(scene.listenerCount == 0)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "Screens left with Back are not kept: with one open, the list keeps at most its listener", arguments: Variant.all)
  func backScreensAreNotKept(variant: Variant) async throws {
    let scene = MemberScene(variant, members: [kim])
    for round in 0..<3 {
      if round == 1 { try scene.select(row: 0) } else { try scene.tapPlus() }
      await scene.back()
    }
    try scene.tapPlus()
    #expect(scene.listenerCount == (variant.keepsListeners ? 1 : 0), "the open screen's, and none of the three gone")
    await scene.back()
    #expect(scene.deliveries == 0)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
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
