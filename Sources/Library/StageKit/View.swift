import LeakCheck

// Views here have no pixels: each one draws itself as lines of text, which is all a
// terminal lesson needs to show a screen. Frames, colours and fonts are kept so that
// UIKit code which sets them compiles, and are otherwise ignored: subviews are drawn one
// under another.

/// A rectangular piece of a screen that can draw itself as text, like UIKit's `UIView`.
@MainActor
open class View {
  /// The views inside this one, drawn top to bottom.
  public private(set) var subviews: [View] = []
  /// The view this one was added to; weak, as the superview owns its subviews.
  public private(set) weak var superview: View?

  /// When `true`, the view and its subviews are not drawn.
  public var isHidden = false
  /// The view's rectangle in its superview; kept, never used for drawing.
  public var frame: CGRect
  /// The view's rectangle in its own coordinates.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The fill colour; kept, never drawn.
  public var backgroundColor: Color?
  /// The colour of tinted content; kept, never drawn.
  public var tintColor: Color?
  /// Kept for Auto Layout code; StageKit lays nothing out.
  public var translatesAutoresizingMaskIntoConstraints = true

  /// Creates a view with a frame, as UIKit's `init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates an empty view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Adds a view to the end of this view's subviews, taking it from its old superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes this view out of its superview.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Draws this view in lines no wider than `width` terminal columns.
  ///
  /// A plain view draws its subviews one under another; subclasses draw themselves.
  open func render(width: Int) -> [String] {
    subviews.filter { !$0.isHidden }.flatMap { $0.render(width: width) }
  }

  /// Returns the weak properties `type` declares, so that leak reports skip them.
  ///
  /// Override it in a view of your own to declare yours, as ``ViewController`` explains.
  open nonisolated class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension View: DeclaresNonOwningProperties {}
