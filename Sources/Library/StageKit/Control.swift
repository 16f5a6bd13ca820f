// UIKit's controls send actions to targets for events: a button on "touch up inside", a
// text field on "editing changed". The method is named by a method reference instead of
// `#selector`, with or without the sender, as UIKit's action methods are:
//
//   button.addTarget(self, action: ComposeViewController.doneTapped, for: .touchUpInside)
//   // func doneTapped()  or  func doneTapped(_ sender: UIButton)  or  (_ sender: Any)

/// A view that sends actions to its targets when the user acts on it, like UIKit's `UIControl`.
@MainActor
open class Control: View {
  /// The events a control sends actions for.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a set of events from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A tap: the finger went down and came up inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action, such as a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// The states a control can be in, for titles set per state.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of states from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The ordinary state.
    public static let normal = State([])
    /// While being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// When not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// When selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// When `false`, the control ignores the user and sends nothing.
  public var isEnabled = true

  private var actions: [TargetAction] = []

  /// Creates a control with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a tap call `action` on `target`; the control holds `target` weakly.
  ///
  /// ```swift
  /// saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
  /// ```
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    addTarget(target, action: action, for: .touchUpInside)
  }

  /// Makes `controlEvents` call `action` on `target`, held weakly, as UIKit's
  /// `addTarget(_:action:for:)` does with a selector.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event
  ) {
    actions.append(TargetAction(target, events: controlEvents, action))
  }

  /// Makes `controlEvents` call `action` on `target` with this control as the sender;
  /// `Sender` is the control's type, or `Any`.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event
  ) {
    actions.append(TargetAction(target, events: controlEvents, action))
  }

  /// The targets that are still alive, for tests that check the control holds them weakly.
  public var targets: [AnyObject] { actions.compactMap(\.currentTarget) }

  /// Calls the action of every live target registered for any of `controlEvents`, in the
  /// order added; a disabled control sends nothing.
  public func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for action in actions where !action.events.isDisjoint(with: controlEvents) {
      action.send(from: self)
    }
  }
}
