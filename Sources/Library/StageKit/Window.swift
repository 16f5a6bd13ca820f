/// The window a scene shows its screens in, like UIKit's `UIWindow`.
///
/// The window owns its root screen: when the scene closes and the window goes, every
/// screen it held should go with it. What does not is what a leak check reports.
@MainActor
public final class Window: View {
  /// The screen the window shows, held strongly; setting it shows the screen.
  public var rootViewController: ViewController? {
    didSet {
      guard let root = rootViewController, root !== oldValue else { return }
      root.loadViewIfNeeded()
      root.viewWillAppear(false)
      root.viewDidAppear(false)
    }
  }

  /// Makes the window the one that receives the user's touches; StageKit has only one.
  public func makeKeyAndVisible() {}

  /// Draws what the user sees: the root screen, or what covers it.
  public func snapshot() -> [String] {
    rootViewController?.snapshot() ?? TextPicture.screen(left: "", title: "", right: "", body: [])
  }
}
