import StageKit

/// A receiver screen's view: what it was told, and the button that opens a sender.
@MainActor
public final class ReceiverView: View {
  /// The required information received, or "(none)".
  public let requiredLabel = Label("Required: (none)")
  /// The optional information received, or "(none)".
  public let optionalLabel = Label("Optional: (none)")
  /// The button that presents a sender screen.
  public let openButton = Button(title: "Open sender")

  /// Creates the view with nothing received.
  public init() {
    super.init(frame: .zero)
    for view in [requiredLabel, optionalLabel, openButton] { addSubview(view) }
  }

  /// Shows one piece of information in its line.
  public func show(_ received: Received) {
    switch received {
    case .required(let info): requiredLabel.text = "Required: \(info)"
    case .optional(let info): optionalLabel.text = "Optional: \(info)"
    }
  }
}
