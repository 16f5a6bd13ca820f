// Every technique's sender screen shows the same thing, so its view lives here once and
// the four sender screens differ only in how they tell their receiver.
import StageKit

/// A sender screen's view: what going back will send.
@MainActor
package final class SenderView: View {
  /// The line that shows the required information.
  package let requiredLabel: Label
  /// The line that shows the optional information.
  package let optionalLabel: Label

  /// Creates the view for the information a sender will send.
  package init(required: SenderInfo, optional: SenderInfo) {
    requiredLabel = Label("Required: \(required)")
    optionalLabel = Label("Optional: \(optional) (if wanted)")
    super.init(frame: .zero)
    addSubview(Label("Going back sends:"))
    addSubview(requiredLabel)
    addSubview(optionalLabel)
  }
}
