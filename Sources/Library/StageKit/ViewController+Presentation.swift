// Presenting shows a screen modally on top of another. The presenter owns the presented
// screen until it is dismissed; the presented screen points back weakly. A screen inside
// a presented container (a navigation controller, typically) finds the presenter through
// its parent, so it can dismiss itself, as in UIKit.

extension ViewController {
  /// The screen that presented this one, or the container this one is in; weak.
  public var presentingViewController: ViewController? {
    presenter ?? parent?.presentingViewController
  }

  /// Shows `viewController` modally on top of this screen, and keeps it until dismissed.
  public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    viewController.loadViewIfNeeded()
    presentedViewController = viewController
    viewController.presenter = self
    transcript.record(.navigation("\(transcriptName) presents \(viewController.transcriptName)"))
    viewController.viewWillAppear(animated)
    viewController.viewDidAppear(animated)
    completion?()
  }

  /// Dismisses the screen this one presented, or, if it presented none, the presented
  /// screen this one is, or is inside of.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presentedViewController = nil
      presented.presenter = nil
      transcript.record(.navigation("\(transcriptName) dismisses \(presented.transcriptName)"))
      presented.isBeingDismissed = true
      presented.viewWillDisappear(animated)
      presented.viewDidDisappear(animated)
      presented.isBeingDismissed = false
      completion?()
    } else if let presenter = presentingViewController {
      presenter.dismiss(animated: animated, completion: completion)
    } else {
      completion?()
    }
  }

  /// Simulates the user swiping this presented screen down to dismiss it.
  ///
  /// The swipe is refused when this screen, or a screen it shows, has
  /// `isModalInPresentation` set: then only code can dismiss it.
  ///
  /// - Returns: `true` when the screen was dismissed.
  @discardableResult
  public func swipeDown() -> Bool {
    guard let presenter = presentingViewController else { return false }
    if refusesInteractiveDismissal {
      transcript.record(.note("swipe down refused: \(transcriptName) is modal in presentation"))
      return false
    }
    presenter.dismiss(animated: true)
    return true
  }

  private var refusesInteractiveDismissal: Bool {
    isModalInPresentation || children.contains { $0.refusesInteractiveDismissal }
  }
}
