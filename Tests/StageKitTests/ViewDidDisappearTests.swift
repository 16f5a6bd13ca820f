import Testing

@testable import StageKit

/// A screen that writes down every `viewDidDisappear(_:)` and why it left.
private final class DisappearingScreen: ViewController {
  var disappearances: [String] = []

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    disappearances.append(isMovingFromParent ? "popped" : isBeingDismissed ? "dismissed" : "covered")
  }
}

@Suite("viewDidDisappear: telling a screen that it left")
@MainActor
struct ViewDidDisappearTests {
  @Test("A popped screen is told it disappeared, with isMovingFromParent set only meanwhile")
  func poppedScreen() {
    let screen = DisappearingScreen()
    let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
    navigation.pushViewController(screen, animated: true)
    #expect(screen.disappearances.isEmpty)
    navigation.tapBackButton()
    #expect(screen.disappearances == ["popped"])
    #expect(!screen.isMovingFromParent)
  }

  @Test("A screen covered by a push is told it disappeared, but not that it left for good")
  func coveredScreen() {
    let root = DisappearingScreen()
    let navigation = NavigationController(rootViewController: root)
    navigation.pushViewController(ViewController(name: "Detail"), animated: true)
    #expect(root.disappearances == ["covered"])
  }

  @Test("A dismissed screen is told it disappeared, with isBeingDismissed set only meanwhile")
  func dismissedScreen() {
    let presenter = DisappearingScreen()
    let modal = DisappearingScreen()
    presenter.present(modal, animated: true)
    modal.dismiss(animated: true)
    #expect(modal.disappearances == ["dismissed"])
    #expect(!modal.isBeingDismissed)
    #expect(presenter.disappearances.isEmpty, "a presenter stays underneath, as under a UIKit sheet")
  }

  @Test("A screen is told before the dismissal's completion runs")
  func toldBeforeCompletion() {
    let presenter = ViewController()
    let modal = DisappearingScreen()
    presenter.present(modal, animated: true)
    var seenInCompletion: [String] = []
    presenter.dismiss(animated: true) { seenInCompletion = modal.disappearances }
    #expect(seenInCompletion == ["dismissed"])
  }
}
