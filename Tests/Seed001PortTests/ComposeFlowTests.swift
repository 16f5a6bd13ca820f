// Runs seed 001's listing: the + button performs the segue, the compose screen inside its
// navigation controller tells its delegate and dismisses itself, and every screen is
// released, checked by the .leakCheck trait.
import LeakCheckTesting
import StageKit
import Testing

@Suite("Seed 001 ported: compose with cancel through a segue", .leakCheck)
struct ComposeFlowTests {
  /// The value screen in a window, with the segue the storyboard would have drawn.
  private func makeScene() -> (UIWindow, CustomDelegateViewController) {
    let window = UIWindow()
    let valueVC = CustomDelegateViewController()
    valueVC.registerSegue(withIdentifier: "ComposeSegue", kind: .presentModally) {
      UINavigationController(rootViewController: ComposeViewController())
    }
    window.rootViewController = UINavigationController(rootViewController: valueVC)
    return (window, valueVC)
  }

  /// Taps + and returns the compose screen the segue presented.
  private func tapPlus(on valueVC: CustomDelegateViewController) throws -> ComposeViewController {
    valueVC.navigationItem.rightBarButtonItem?.tap()
    let presented = try #require(valueVC.presentedViewController as? UINavigationController)
    return try #require(presented.topViewController as? ComposeViewController)
  }

  @Test("Done tells the delegate the input, and the compose screen dismisses itself from inside its container")
  func done() throws {
    let (window, valueVC) = makeScene()
    let compose = try tapPlus(on: valueVC)
    #expect(compose.delegate as? CustomDelegateViewController === valueVC)
    compose.inputField.type("Hello")
    compose.navigationItem.rightBarButtonItem?.tap()
    #expect(valueVC.valueLabel.text == "Hello")
    #expect(valueVC.presentedViewController == nil)
    withExtendedLifetime(window) {}
  }

  @Test("Cancel tells the delegate it was cancelled")
  func cancel() throws {
    let (window, valueVC) = makeScene()
    try tapPlus(on: valueVC).navigationItem.leftBarButtonItem?.tap()
    #expect(valueVC.valueLabel.text == "Cancel")
    #expect(valueVC.presentedViewController == nil)
    withExtendedLifetime(window) {}
  }

  @Test("isModalInPresentation keeps a swipe from dismissing the compose screen")
  func swipeIsRefused() throws {
    let (window, valueVC) = makeScene()
    let compose = try tapPlus(on: valueVC)
    #expect(!compose.swipeDown())
    #expect(valueVC.presentedViewController != nil)
    compose.performCancel(compose)
    withExtendedLifetime(window) {}
  }
}
