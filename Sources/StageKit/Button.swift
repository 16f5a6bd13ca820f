/// A tappable button that calls a method on its target, like UIKit's `UIButton`.
@MainActor
public final class Button: View {
  /// The text on the button.
  public var title: String

  /// When `false`, taps are ignored and the button is drawn in parentheses.
  public var isEnabled = true

  private var actions: [TargetAction] = []

  /// Creates a button with a title.
  public init(title: String) {
    self.title = title
  }

  /// Makes a tap call `action` on `target`; the button holds `target` weakly.
  ///
  /// ```swift
  /// saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
  /// ```
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    actions.append(TargetAction(target, action))
  }

  /// The targets that are still alive, for tests that check the button holds them weakly.
  public var targets: [AnyObject] { actions.compactMap(\.currentTarget) }

  /// Simulates a touch: every live target's action is called, in the order added.
  public func tap() {
    guard isEnabled else { return }
    for action in actions { action.send() }
  }

  public override func render(width: Int) -> [String] {
    [isEnabled ? "[ \(title) ]" : "( \(title) )"]
  }
}
