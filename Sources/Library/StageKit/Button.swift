/// A tappable button that calls a method on its target, like UIKit's `UIButton`.
@MainActor
public final class Button: Control {
  /// The kinds of button UIKit makes; StageKit draws them all alike.
  public enum ButtonType: Sendable {
    /// A plain button drawn as you configure it.
    case custom
    /// The standard button, with a tinted title.
    case system
    /// A round "x" button.
    case close
  }

  /// The text on the button, as set for the normal state.
  public var title: String {
    get { titles[.normal] ?? "" }
    set { titles[.normal] = newValue }
  }

  private var titles: [State: String] = [:]

  /// Creates a button with no title and a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button with a title.
  public convenience init(title: String) {
    self.init(frame: .zero)
    self.title = title
  }

  /// Creates a button of a kind, as `UIButton(type: .system)`.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
  }

  /// Sets the title shown in `state`; `nil` removes it.
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
  }

  /// Returns the title shown in `state`, falling back to the normal title.
  public func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// Sets the title's colour in `state`; kept, never drawn.
  public func setTitleColor(_ color: Color?, for state: State) {}

  /// Simulates a touch: every live target's `.touchUpInside` action is called, in the
  /// order added, unless the button is disabled.
  public func tap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  public override func render(width: Int) -> [String] {
    let shown = isEnabled ? title : title(for: .disabled) ?? title
    return [isEnabled ? "[ \(shown) ]" : "( \(shown) )"]
  }
}
