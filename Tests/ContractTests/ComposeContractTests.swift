import LeakCheck
import Members
import StageKit
import Testing
import Variants

@testable import MemberViews

/// One variant's value screen, driven as a user would.
@MainActor
private final class ValueScene {
  let variant: Variant
  let transcript = Transcript()
  let watch = LeakWatch()
  private(set) var screen: (any DrivenValueScreen)?

  init(_ variant: Variant) {
    self.variant = variant
    screen = Transcript.$current.withValue(transcript) { variant.makeValueScreen() }
    _ = screen?.view
  }

  var composer: (any DrivenComposer)? { screen?.presentedViewController as? any DrivenComposer }
  var titleText: String? { screen?.valueView.titleLabel.text }
  var subtitleText: String? { screen?.valueView.subtitleLabel.text }
  /// How many outcomes reached the value screen: each act must arrive once.
  var deliveries: Int { screen?.valueView.outcomesShown ?? 0 }
  /// How many observers or tasks the value screen keeps for its composers.
  var listenerCount: Int { screen.flatMap { variant.countListeners?($0) } ?? 0 }

  var released: [String] {
    transcript.entries.compactMap { if case .released(let name) = $0 { name } else { nil } }.sorted()
  }

  /// Taps "Edit title" or "Edit subtitle", and watches the composer it presented.
  func edit(subtitle: Bool = false) throws {
    let button = subtitle ? screen?.valueView.editSubtitleButton : screen?.valueView.editTitleButton
    Transcript.$current.withValue(transcript) { button?.tap() }
    watch.watch(try #require(composer, "\(variant): no composer was presented"), as: "ComposeScreen")
  }

  /// Types `text` into the composer and taps Done, without awaiting delivery.
  func tapDone(typing text: String) {
    composer?.composeView.inputField.type(text)
    composer?.doneButton.tap()
  }

  func done(typing text: String) async {
    tapDone(typing: text)
    await waitForDelivery()
  }

  func cancel() async {
    composer?.cancelButton.tap()
    await waitForDelivery()
  }

  func waitForDelivery() async {
    if let screen { await variant.waitForDelivery?(screen) }
  }

  func close() async -> LeakReport {
    if let screen {
      watch.watch(screen, as: "ValueScreen")
      await variant.waitForDelivery?(screen)
    }
    screen = nil
    return watch.report()
  }
}

@Suite("Compose contract: every variant behaves the same", .timeLimit(.minutes(10)))
@MainActor
struct ComposeContractTests {
  @Test("Done delivers the input once; the composer is dismissed and released", arguments: Variant.all)
  func done(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit()
    await scene.done(typing: "Hello")
    #expect(scene.titleText == "Title:    Hello")
    #expect(scene.subtitleText == "Subtitle: (none)")
    #expect(scene.deliveries == 1)
    #expect(scene.listenerCount == 0, "nothing is kept for a composer that has answered")
    #expect(scene.composer == nil)
    #expect(scene.released == ["ComposeScreen (title)"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Cancel delivers no value, once; the composer is dismissed and released", arguments: Variant.all)
  func cancel(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit()
    await scene.done(typing: "Hello")
    try scene.edit(subtitle: true)
    scene.composer?.composeView.inputField.type("Discarded")
    await scene.cancel()
    #expect(scene.titleText == "Title:    Hello")
    #expect(scene.subtitleText == "Subtitle: Cancelled")
    #expect(scene.deliveries == 2)
    #expect(scene.listenerCount == 0, "nothing is kept for a composer that has answered")
    #expect(scene.composer == nil)
    #expect(scene.released == ["ComposeScreen (subtitle)", "ComposeScreen (title)"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test(
    "Done dismisses and releases the composer at once; the value is shown by then, or once awaited",
    arguments: Variant.all)
  func doneReleasesAtOnce(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit()
    scene.tapDone(typing: "Hello")
    #expect(scene.composer == nil)
    #expect(scene.released == ["ComposeScreen (title)"], "released before anything is awaited")
    #expect(scene.deliveries == (variant.deliversLater ? 0 : 1), "a later delivery has not happened yet")
    await scene.waitForDelivery()
    #expect(scene.titleText == "Title:    Hello")
    #expect(scene.deliveries == 1)
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("One receiver tells two composers apart", arguments: Variant.all)
  func twoComposers(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit(subtitle: true)
    await scene.done(typing: "A subtitle")
    try scene.edit()
    await scene.cancel()
    #expect(scene.titleText == "Title:    Cancelled")
    #expect(scene.subtitleText == "Subtitle: A subtitle")
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Two value screens with a composer each do not hear each other", arguments: Variant.all)
  func twoValueScreens(variant: Variant) async throws {
    let first = ValueScene(variant)
    let second = ValueScene(variant)
    try first.edit()
    try second.edit()
    await first.done(typing: "First")
    await second.cancel()
    #expect(first.titleText == "Title:    First")
    #expect(second.titleText == "Title:    Cancelled")
    #expect(first.deliveries == 1 && second.deliveries == 1)
    for scene in [first, second] {
      let report = await scene.close()
      #expect(report.isClean, "\(report)")
    }
  }

  @Test(
    "The value screen can be released while either composer is up; the composer then tells nobody",
    arguments: Variant.all, [false, true])
  func valueScreenReleasedFirst(variant: Variant, subtitle: Bool) async throws {
    let scene = ValueScene(variant)
    try scene.edit(subtitle: subtitle)
    let composer = try #require(scene.composer)
    let report = await scene.close()
    #expect(report.survivorLabels == ["ComposeScreen"], "only the test holds the composer: \(report)")
    composer.composeView.inputField.type("Hello")
    composer.doneButton.tap()  // tells nobody, and does not crash
    #expect(scene.released == ["ValueScreen"])
  }
}
