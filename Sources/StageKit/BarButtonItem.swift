/// A button in a navigation bar, like UIKit's `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
  /// The ready-made kinds of bar button, as UIKit's `SystemItem`.
  public enum SystemItem: Sendable {
    /// A "+" button for adding something.
    case add
    /// A "Done" button.
    case done
    /// A "Cancel" button.
    case cancel

    var title: String {
      switch self {
      case .add: "+"
      case .done: "Done"
      case .cancel: "Cancel"
      }
    }
  }

  /// The text drawn in the bar.
  public let title: String

  private let action: TargetAction

  /// Creates a system bar button that calls `action` on `target`, held weakly.
  public init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = systemItem.title
    self.action = TargetAction(target, action)
  }

  /// Creates a bar button with a title that calls `action` on `target`, held weakly.
  public init<Target: AnyObject>(
    title: String, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = title
    self.action = TargetAction(target, action)
  }

  /// The target, while it is alive.
  public var target: AnyObject? { action.currentTarget }

  /// Simulates a touch on the bar button.
  public func tap() {
    action.send()
  }
}

/// The title and bar buttons a screen shows in the navigation bar, like `UINavigationItem`.
@MainActor
public final class NavigationItem {
  /// The button on the left of the bar, such as Cancel.
  public var leftBarButtonItem: BarButtonItem?
  /// The button on the right of the bar, such as "+" or Done.
  public var rightBarButtonItem: BarButtonItem?

  init() {}
}
