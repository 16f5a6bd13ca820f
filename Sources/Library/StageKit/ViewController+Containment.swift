// A container screen owns its children: a navigation controller its stack, any screen the
// children it adds. A child points back at its parent weakly. Through `parent`, a screen
// inside a container finds its navigation controller and the screen that presented the
// container, as in UIKit.

extension ViewController {
  /// Adds `child` to this screen's children; this screen now owns it.
  ///
  /// As in UIKit, call `child.didMove(toParent: self)` once its view is in place.
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    containedChildren.append(child)
    child.parent = self
  }

  /// Takes this screen out of its parent's children.
  public func removeFromParent() {
    guard let parent else { return }
    parent.containedChildren.removeAll { $0 === self }
    (parent as? NavigationController)?.viewControllers.removeAll { $0 === self }
    self.parent = nil
  }
}
