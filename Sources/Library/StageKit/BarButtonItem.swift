/// A button in a navigation bar, like UIKit's `UIBarButtonItem`.
///
/// Its action is a method reference, with or without the sender, held with its target
/// weakly: `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListVC.addTapped)`.
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
    /// A "Save" button.
    case save
    /// An "Edit" button.
    case edit
    /// A close button.
    case close

    var title: String {
      switch self {
      case .add: "+"
      case .done: "Done"
      case .cancel: "Cancel"
      case .save: "Save"
      case .edit: "Edit"
      case .close: "×"
      }
    }
  }

  /// How a titled bar button is drawn in UIKit; StageKit draws both alike.
  public enum Style: Sendable {
    /// An ordinary button.
    case plain
    /// The bold button that ends a task.
    case done
  }

  /// The text drawn in the bar.
  public var title: String

  private let action: TargetAction

  /// Creates a system bar button that calls `action` on `target`, held weakly.
  public init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = systemItem.title
    self.action = TargetAction(target, action)
  }

  /// Creates a system bar button whose action takes the sender, as `@objc func add(_ sender: Any)`.
  public init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target,
    action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.title = systemItem.title
    self.action = TargetAction(target, events: .primaryActionTriggered, action)
  }

  /// Creates a bar button with a title that calls `action` on `target`, held weakly.
  public init<Target: AnyObject>(
    title: String, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = title
    self.action = TargetAction(target, action)
  }

  /// Creates a bar button with a title and a style, as UIKit's `init(title:style:target:action:)`.
  public init<Target: AnyObject>(
    title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = title ?? ""
    self.action = TargetAction(target, action)
  }

  /// Creates a bar button with a title and a style whose action takes the sender.
  public init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    self.title = title ?? ""
    self.action = TargetAction(target, events: .primaryActionTriggered, action)
  }

  /// Creates a bar button showing an image; it is drawn by the image's name.
  public init<Target: AnyObject>(
    image: Image?, style: Style, target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.title = image?.name ?? ""
    self.action = TargetAction(target, action)
  }

  /// The target, while it is alive.
  public var target: AnyObject? { action.currentTarget }

  /// Simulates a touch on the bar button.
  public func tap() {
    action.send(from: self)
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
