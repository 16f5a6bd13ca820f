/// The object a navigation controller tells when it has shown a screen.
///
/// It plays `UINavigationControllerDelegate`'s part; coordinators use it to notice Back.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Tells the delegate that `viewController` is now on top, after a push or a pop.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
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
  public private(set) var viewControllers: [ViewController] = []
  /// The object told `didShow` after every push and pop; held weakly.
  public weak var delegate: (any NavigationControllerDelegate)?
  /// The transition in progress, only while the delegate is being told `didShow`.
  public private(set) var transitionCoordinator: Transition?

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    rootViewController.navigationController = self
    rootViewController.loadViewIfNeeded()
    viewControllers = [rootViewController]
  }

  /// Creates a navigation controller with an empty stack; the first push becomes its root.
  ///
  /// Coordinators start this way: the app makes the navigation controller, and the
  /// coordinator's `start()` pushes the first screen.
  public init() {
    super.init()
  }

  /// The screen on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// Pushes a screen on top of the stack; the stack now owns it, and the one it covers is
  /// told `viewDidDisappear(_:)`.
  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    let from = topViewController
    viewController.navigationController = self
    viewController.loadViewIfNeeded()
    viewControllers.append(viewController)
    transcript.record(.navigation("push \(viewController.transcriptName)"))
    from?.viewDidDisappear(animated)
    didShow(viewController, from: from)
  }

  /// Pops the top screen and returns it; the root screen is never popped.
  ///
  /// The popped screen is told `viewDidDisappear(_:)` with `isMovingFromParent` set.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    popped.navigationController = nil
    transcript.record(.navigation("pop \(popped.transcriptName)"))
    popped.isMovingFromParent = true
    popped.viewDidDisappear(animated)
    popped.isMovingFromParent = false
    if let top = topViewController { didShow(top, from: popped) }
    return popped
  }

  /// Simulates the user tapping "‹ Back": the top screen is popped, and not kept.
  public func tapBackButton() {
    popViewController(animated: true)
  }

  private func didShow(_ viewController: ViewController, from: ViewController?) {
    if let from { transitionCoordinator = Transition(from: from, to: viewController) }
    delegate?.navigationController(self, didShow: viewController, animated: true)
    transitionCoordinator = nil
  }

  /// Returns the weak properties `type` declares, so that leak reports skip them.
  public nonisolated override class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String> {
    type == NavigationController.self ? ["delegate"] : super.nonOwningPropertyNames(declaredBy: type)
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
