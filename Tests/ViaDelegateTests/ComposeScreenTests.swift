import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaDelegate

/// A delegate that hands each message to a closure, for counting deliveries.
@MainActor
private final class ComposeSpy: ComposeDelegate {
  var onInput: (ComposeScreen, String?) -> Void = { _, _ in }
  var onCancel: (ComposeScreen) -> Void = { _ in }

  func composer(_ composer: ComposeScreen, didInput value: String?) {
    onInput(composer, value)
  }

  func composerDidCancel(_ composer: ComposeScreen) {
    onCancel(composer)
  }
}

@Suite("The compose screen tells its delegate once, and passes itself")
@MainActor
struct ComposeScreenTests {
  /// A presenter showing a title composer whose delegate is `spy`.
  private func present(delegate spy: ComposeSpy?) -> (presenter: ViewController, composer: ComposeScreen) {
    let presenter = ViewController()
    let composer = ComposeScreen(caption: "Title")
    composer.delegate = spy
    presenter.present(composer, animated: true)
    return (presenter, composer)
  }

  @Test("Done delivers the typed value exactly once, from this composer, and no cancel")
  func doneDeliversOnce() async {
    let spy = ComposeSpy()
    let (presenter, composer) = present(delegate: spy)
    composer.composeView.inputField.type("Hello")
    await confirmation("composer(_:didInput:)", expectedCount: 1) { input in
      await confirmation("composerDidCancel(_:)", expectedCount: 0) { cancel in
        spy.onInput = { sender, value in
          #expect(sender === composer)
          #expect(value == "Hello")
          input()
        }
        spy.onCancel = { _ in cancel() }
        composer.doneButton.tap()
      }
    }
    #expect(presenter.presentedViewController == nil)
  }

  @Test("Cancel delivers exactly one cancel, from this composer, and no value")
  func cancelDeliversNoValue() async {
    let spy = ComposeSpy()
    let (presenter, composer) = present(delegate: spy)
    composer.composeView.inputField.type("Discarded")
    await confirmation("composer(_:didInput:)", expectedCount: 0) { input in
      await confirmation("composerDidCancel(_:)", expectedCount: 1) { cancel in
        spy.onInput = { _, _ in input() }
        spy.onCancel = { sender in
          #expect(sender === composer)
          cancel()
        }
        composer.cancelButton.tap()
      }
    }
    #expect(presenter.presentedViewController == nil)
  }

  @Test("Done on an empty field delivers the empty text: a value, not a cancel")
  func emptyDoneIsAValue() async {
    let spy = ComposeSpy()
    let (_, composer) = present(delegate: spy)
    await confirmation("composer(_:didInput:)", expectedCount: 1) { input in
      spy.onInput = { _, value in
        #expect(value == "", "nothing was typed: the field's text is empty, as UIKit's is, and it is still Done")
        input()
      }
      composer.doneButton.tap()
    }
  }

  @Test("With no delegate, Done tells nobody, and the screen still goes away")
  func noDelegate() {
    let transcript = Transcript()
    Transcript.$current.withValue(transcript) {
      let (presenter, composer) = present(delegate: nil)
      composer.doneButton.tap()
      #expect(presenter.presentedViewController == nil)
    }
    #expect(
      transcript.entries.contains(.message(from: "ComposeScreen (title)", to: nil, text: "composer(_:didInput: \"\")")))
  }

  @Test("The compose screen holds its delegate weakly: the delegate can go first")
  func delegateIsWeak() {
    let watch = LeakWatch()
    let (_, composer) = present(delegate: nil)
    do {
      let spy = ComposeSpy()
      composer.delegate = spy
      watch.watch(spy)
    }
    watch.expectAllReleased()
    #expect(composer.delegate == nil)
  }
}
