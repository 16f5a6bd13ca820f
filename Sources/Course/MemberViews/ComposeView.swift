// Every variant's compose exchange shows the same two screens, so their views live here
// once and the Via* targets differ only in how the compose screen tells its receiver.
import Members
import StageKit

/// The compose screen's view: one field to type the value in.
@MainActor
package final class ComposeView: View {
  /// The field the user types the value in.
  package let inputField: TextField

  /// Creates the view with a caption for the field, such as "Title".
  package init(caption: String) {
    inputField = TextField(caption: caption, placeholder: "type, then Done")
    super.init(frame: .zero)
    addSubview(inputField)
  }
}
