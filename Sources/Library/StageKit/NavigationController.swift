/// The object a navigation controller tells when it has shown a screen.
///
/// It plays `UINavigationControllerDelegate`'s part; coordinators use it to notice Back.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Tells the delegate that `viewController` is now on top, after a push or a pop.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

/// The bar of a navigation controller, like UIKit's `UINavigationBar`; kept, drawn from the top screen.
@MainActor
public final class NavigationBar {
  /// When `true`, titles are drawn large in UIKit; StageKit draws them alike.
  public var prefersLargeTitles = false
  /// The colour of the bar's buttons; kept, never drawn.
  public var tintColor: Color?

  init() {}
}

/// A stack of screens with a Back button, like UIKit's `UINavigationController`.
///
/// The stack owns its screens: a pushed screen lives until it is popped.
@MainActor
public final class NavigationController: ViewController {
  /// The keys for the screens of a transition in progress.
  public enum TransitionKey: Sendable {
    /// The screen being left.
    case from
    /// The screen being shown.
    case to
  }

  /// The screens of a transition in progress, as UIKit's transition coordinator offers.
  public struct Transition {
    let from: ViewController
    let to: ViewController

    /// Returns the screen for a key.
    public func viewController(forKey key: TransitionKey) -> ViewController {
      key == .from ? from : to
    }
  }

  /// The stack, bottom first; the last one is on screen.
  public internal(set) var viewControllers: [ViewController] = []
  /// The object told `didShow` after every push and pop; held weakly.
  public weak var delegate: (any NavigationControllerDelegate)?
  /// The transition in progress, only while the delegate is being told `didShow`.
  public private(set) var transitionCoordinator: Transition?

  /// The bar drawn above the top screen.
  public let navigationBar = NavigationBar()

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController, fileID: String = #fileID, line: Int = #line) {
    super.init(fileID: fileID, line: line)
    adopt(rootViewController)
    viewControllers = [rootViewController]
  }

  /// Creates a navigation controller with an empty stack; the first push becomes its root.
  ///
  /// Coordinators start this way: the app makes the navigation controller, and the
  /// coordinator's `start()` pushes the first screen.
  public init(fileID: String = #fileID, line: Int = #line) {
    super.init(fileID: fileID, line: line)
  }

  /// The screens of the stack, bottom first: a navigation controller's children.
  public override var children: [ViewController] { viewControllers }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The screen the user sees: the one the top screen presented, or the top screen.
  public var visibleViewController: ViewController? {
    topViewController?.presentedViewController ?? presentedViewController ?? topViewController
  }

  /// Pushes a screen on top of the stack; the stack now owns it, and the one it covers is
  /// told `viewDidDisappear(_:)`.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    let from = topViewController
    adopt(viewController)
    viewControllers.append(viewController)
    transcript.record(.navigation("push \(viewController.transcriptName)"))
    from?.viewWillDisappear(animated)
    viewController.viewWillAppear(animated)
    from?.viewDidDisappear(animated)
    viewController.viewDidAppear(animated)
    didShow(viewController, from: from)
  }

  /// Pops the top screen and returns it; the root screen is never popped.
  ///
  /// The popped screen is told `viewDidDisappear(_:)` with `isMovingFromParent` set.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.parent = nil
    transcript.record(.navigation("pop \(popped.transcriptName)"))
    let top = topViewController
    popped.isMovingFromParent = true
    popped.viewWillDisappear(animated)
    top?.viewWillAppear(animated)
    popped.viewDidDisappear(animated)
    popped.isMovingFromParent = false
    top?.viewDidAppear(animated)
    if let top { didShow(top, from: popped) }
    return popped
  }

  /// Pops every screen above the root, top first, and returns them bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    var popped: [ViewController] = []
    // At most one pop per screen above the root: a pop that failed to remove its screen
    // ends here, with the screen still on the stack for a test to find, not in a loop.
    for _ in 1..<max(viewControllers.count, 1) {
      guard let screen = popViewController(animated: animated) else { break }
      popped.insert(screen, at: 0)
    }
    return popped
  }

  /// Replaces the whole stack; screens no longer in it are released unless held elsewhere.
  public func setViewControllers(_ newStack: [ViewController], animated: Bool) {
    for screen in viewControllers where !newStack.contains(screen) { screen.parent = nil }
    newStack.forEach(adopt)
    viewControllers = newStack
    transcript.record(.navigation("set stack " + newStack.map(\.transcriptName).joined(separator: ", ")))
    if let top = topViewController { didShow(top, from: nil) }
  }

  /// Simulates the user tapping "‹ Back": the top screen is popped, and not kept.
  public func tapBackButton() {
    popViewController(animated: true)
  }

  private func adopt(_ viewController: ViewController) {
    if viewController.parent !== self { viewController.removeFromParent() }
    viewController.parent = self
    viewController.loadViewIfNeeded()
  }

  private func didShow(_ viewController: ViewController, from: ViewController?) {
    if let from { transitionCoordinator = Transition(from: from, to: viewController) }
    delegate?.navigationController(self, didShow: viewController, animated: true)
    transitionCoordinator = nil
  }

  /// Forwards the appearance to the top screen, as UIKit's containers do.
  public override func viewWillAppear(_ animated: Bool) {
    topViewController?.viewWillAppear(animated)
  }

  /// Forwards the appearance to the top screen.
  public override func viewDidAppear(_ animated: Bool) {
    topViewController?.viewDidAppear(animated)
  }

  /// Draws what the user sees: a screen presented by the top screen, or the stack.
  public override func snapshot() -> [String] {
    (presentedViewController ?? topViewController?.presentedViewController)?.snapshot() ?? render()
  }

  /// Draws the top screen with a Back button when there is a screen to go back to.
  public override func render() -> [String] {
    guard let top = topViewController else { return super.render() }
    let back = viewControllers.count > 1 ? "‹ Back" : nil
    return TextPicture.screen(
      left: back ?? top.navigationItem.leftBarButtonItem?.title ?? "",
      title: top.title ?? "",
      right: top.navigationItem.rightBarButtonItem?.title ?? "",
      body: top.view.render(width: TextPicture.screenWidth - 4))
  }
}
