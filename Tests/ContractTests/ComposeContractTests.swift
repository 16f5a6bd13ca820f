import LeakCheck
import Members
import StageKit
import Testing

/// One variant's value screen, driven as a user would.
@MainActor
private final class ValueScene {
  let variant: Variant
  let transcript = Transcript()
  let watch = LeakWatch()
  private(set) var screen: (any ContractValueScreen)?

  init(_ variant: Variant) {
    self.variant = variant
    screen = Transcript.$current.withValue(transcript) { variant.makeValueScreen() }
    _ = screen?.view
  }

  var composer: (any ContractComposer)? { screen?.presentedViewController as? any ContractComposer }
  var titleText: String? { screen?.valueView.titleLabel.text }
  var subtitleText: String? { screen?.valueView.subtitleLabel.text }

  var released: [String] {
    transcript.entries.compactMap { if case .released(let name) = $0 { name } else { nil } }.sorted()
  }

  /// Taps "Edit title" or "Edit subtitle" and returns the composer it presented.
  func edit(subtitle: Bool = false) throws {
    let button = subtitle ? screen?.valueView.editSubtitleButton : screen?.valueView.editTitleButton
    Transcript.$current.withValue(transcript) { button?.tap() }
    watch.watch(try #require(composer, "\(variant): no composer was presented"), as: "ComposeScreen")
  }

  func done(typing text: String) async {
    composer?.composeView.inputField.type(text)
    composer?.doneButton.tap()
    if let screen { await variant.settle(screen) }
  }

  func cancel() async {
    composer?.cancelButton.tap()
    if let screen { await variant.settle(screen) }
  }

  func close() async -> LeakReport {
    if let screen {
      watch.watch(screen, as: "ValueScreen")
      await variant.settle(screen)
    }
    screen = nil
    return watch.report()
  }
}

@Suite("Compose contract: every variant behaves the same")
@MainActor
struct ComposeContractTests {
  @Test("Done delivers the input once; the composer is dismissed and released", arguments: Variant.all)
  func done(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit()
    await scene.done(typing: "Hello")
    #expect(scene.titleText == "Title:    Hello")
    #expect(scene.subtitleText == "Subtitle: (none)")
    #expect(scene.composer == nil)
    #expect(scene.released == ["ComposeScreen (title)"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("Cancel delivers no value; the composer is dismissed and released", arguments: Variant.all)
  func cancel(variant: Variant) async throws {
    let scene = ValueScene(variant)
    try scene.edit()
    await scene.done(typing: "Hello")
    try scene.edit()
    scene.composer?.composeView.inputField.type("Discarded")
    await scene.cancel()
    #expect(scene.titleText == "Title:    Cancelled")
    #expect(scene.composer == nil)
    #expect(scene.released == ["ComposeScreen (title)", "ComposeScreen (title)"])
    let report = await scene.close()
    #expect(report.isClean, "\(report)")
  }

  @Test("One receiver tells two composers apart by the sender", arguments: Variant.all)
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
}
