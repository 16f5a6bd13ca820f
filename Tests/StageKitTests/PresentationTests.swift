import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

/// A screen that dismisses itself, as a compose screen inside a navigation controller does.
@MainActor
private final class SelfDismissingScreen: UIViewController {
  func done() {
    dismiss(animated: true)
  }
}

@Suite("Presentation through containers")
@MainActor
struct PresentationTests {
  @Test("A screen inside a presented navigation controller finds its presenter and dismisses itself")
  func screenInsideContainerDismissesItself() {
    let presenter = UIViewController(name: "Presenter")
    let watch = LeakWatch()
    do {
      let compose = SelfDismissingScreen()
      let navigation = UINavigationController(rootViewController: compose)
      watch.watch(compose, as: "Compose")
      watch.watch(navigation, as: "Navigation")
      presenter.present(navigation, animated: true)
      #expect(compose.presentingViewController === presenter)
      #expect(compose.parent === navigation && navigation.children == [compose])
      compose.done()
    }
    #expect(presenter.presentedViewController == nil)
    watch.expectAllReleased()
  }

  @Test("A swipe down dismisses a presented screen unless it is modal in presentation")
  func swipeDownRespectsModalInPresentation() {
    let transcript = Transcript()
    Transcript.$current.withValue(transcript) {
      let presenter = UIViewController(name: "Presenter")
      let compose = UIViewController(name: "Compose")
      compose.isModalInPresentation = true
      presenter.present(UINavigationController(rootViewController: compose), animated: true)
      #expect(!compose.swipeDown())
      #expect(presenter.presentedViewController != nil)
      compose.isModalInPresentation = false
      #expect(compose.swipeDown())
      #expect(presenter.presentedViewController == nil)
      #expect(transcript.entries.contains(.note("swipe down refused: Compose is modal in presentation")))
    }
  }

  @Test("A screen that was not presented cannot be swiped away")
  func unpresentedScreenStays() {
    #expect(!UIViewController().swipeDown())
  }

  @Test("A navigation controller's snapshot shows what its top screen presented")
  func snapshotThroughContainer() {
    let top = UIViewController()
    top.title = "Value"
    let navigation = UINavigationController(rootViewController: top)
    let modal = UIViewController()
    modal.title = "Compose"
    top.present(modal, animated: true)
    #expect(navigation.snapshot()[1].contains("Compose"))
    #expect(navigation.visibleViewController === modal)
  }
}
