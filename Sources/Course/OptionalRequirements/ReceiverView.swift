import StageKit

/// A receiver screen's view: what it was told, and the button that opens a sender.
@MainActor
package final class ReceiverView: View {
  /// The required information received, or "(none)".
  package let requiredLabel = Label("Required: (none)")
  /// The optional information received, or "(none)".
  package let optionalLabel = Label("Optional: (none)")
  /// The button that presents a sender screen.
  package let openButton = Button(title: "Open sender")

  /// Creates the view with nothing received.
  package init() {
    super.init(frame: .zero)
    for view in [requiredLabel, optionalLabel, openButton] { addSubview(view) }
  }

  /// Shows one piece of information in its line.
  package func show(_ received: Received) {
    switch received {
    case .required(let info): requiredLabel.text = "Required: \(info)"
    case .optional(let info): optionalLabel.text = "Optional: \(info)"
    }
  }
}
