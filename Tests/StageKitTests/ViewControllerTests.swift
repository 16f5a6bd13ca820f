import LeakCheck
import LeakCheckTesting
import Testing

@testable import StageKit

/// A screen that counts its `viewDidLoad` calls.
private final class CountingScreen: ViewController {
  var loads = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    loads += 1
    view.addSubview(Label("loaded"))
  }
}

@Suite("ViewController")
@MainActor
struct ViewControllerTests {
  @Test("The view is made on first use and viewDidLoad runs once")
  func viewLoadsOnce() {
    let screen = CountingScreen()
    #expect(!screen.isViewLoaded)
    _ = screen.view
    _ = screen.view
    #expect(screen.isViewLoaded)
    #expect(screen.loads == 1)
  }

  @Test("A presented controller is kept while shown and released after dismiss")
  func presentedIsReleasedAfterDismiss() {
    let presenter = ViewController(name: "Presenter")
    let watch = LeakWatch()
    do {
      let modal = ViewController(name: "Modal")
      watch.watch(modal, as: "Modal")
      presenter.present(modal, animated: true)
      #expect(presenter.presentedViewController === modal)
      #expect(modal.presentingViewController === presenter)
    }
    #expect(watch.report().survivorLabels == ["Modal"])
    presenter.presentedViewController?.dismiss(animated: true)
    #expect(presenter.presentedViewController == nil)
    watch.expectAllReleased()
  }

  @Test("Dismiss runs its completion, also when there is nothing to dismiss")
  func dismissCompletes() {
    var completions = 0
    let screen = ViewController()
    screen.dismiss(animated: true) { completions += 1 }
    screen.present(ViewController(), animated: true) { completions += 1 }
    screen.dismiss(animated: true) { completions += 1 }
    #expect(completions == 3)
  }

  @Test("A release is written to the transcript that was current when the screen was made")
  func releaseIsRecorded() {
    let transcript = Transcript()
    Transcript.$current.withValue(transcript) {
      _ = ViewController(name: "Short-lived")
    }
    #expect(transcript.entries == [.released("Short-lived")])
  }

  @Test("A presented screen covers its presenter in the snapshot")
  func snapshotShowsPresented() {
    let presenter = ViewController()
    presenter.title = "Value"
    let modal = ViewController()
    modal.title = "Compose"
    presenter.present(modal, animated: true)
    #expect(presenter.snapshot()[1].contains("Compose"))
    modal.dismiss(animated: true)
    #expect(presenter.snapshot()[1].contains("Value"))
  }
}

@Suite("Screens join the current leak watch")
@MainActor
struct CurrentWatchTests {
  @Test("A screen made while a watch is current is watched, labelled and located without a watch call")
  func screensJoinTheCurrentWatch() {
    let watch = LeakWatch()
    var kept: ViewController?
    LeakWatch.$current.withValue(watch) {
      _ = ViewController(name: "Released")
      kept = CountingScreen()
    }
    let report = watch.report()
    #expect(report.released == ["Released"])
    #expect(report.survivorLabels == ["CountingScreen"])
    #expect(report.survivors.first?.origin.hasPrefix("made at ViewControllerTests.swift:") == true)
    withExtendedLifetime(kept) {}
  }

  @Test("Without a current watch, nothing is watched")
  func noCurrentWatch() {
    #expect(LeakWatch.current == nil)
    _ = ViewController()
  }
}
