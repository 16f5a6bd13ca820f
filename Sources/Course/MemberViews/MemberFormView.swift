// Every variant's detail screen shows the same form, so the form lives here once and
// the Via* targets differ only in how the screen tells the list what was saved.
import Members
import StageKit

/// The detail screen's view: four captioned fields, a Save button and a message line.
@MainActor
package final class MemberFormView: View {
  /// The member's name.
  package let nameTextField = TextField(caption: "Name", placeholder: "required")
  /// The member's age, typed as text.
  package let ageTextField = TextField(caption: "Age", placeholder: "0...150")
  /// The member's phone number.
  package let phoneTextField = TextField(caption: "Phone")
  /// The member's address.
  package let addressTextField = TextField(caption: "Address")
  /// The button that saves the member.
  package let saveButton = Button(title: "Save")
  /// The line that explains why an input was refused; empty when nothing was refused.
  package let messageLabel = Label()

  /// Creates the form with its fields empty.
  package init() {
    super.init(frame: .zero)
    for view in [nameTextField, ageTextField, phoneTextField, addressTextField, saveButton, messageLabel] {
      addSubview(view)
    }
  }

  /// The fields' texts as a form, ready to validate.
  package var form: MemberForm {
    MemberForm(
      name: nameTextField.text, age: ageTextField.text,
      phone: phoneTextField.text, address: addressTextField.text)
  }

  /// Fills the fields with `member`'s details.
  package func fill(with member: Member) {
    let form = MemberForm(member)
    nameTextField.text = form.name
    ageTextField.text = form.age
    phoneTextField.text = form.phone
    addressTextField.text = form.address
  }

  /// Types into the fields the way a user would; `nil` leaves a field as it is.
  package func type(name: String? = nil, age: String? = nil, phone: String? = nil, address: String? = nil) {
    if let name { nameTextField.type(name) }
    if let age { ageTextField.type(age) }
    if let phone { phoneTextField.type(phone) }
    if let address { addressTextField.type(address) }
  }

  /// Shows why the input was refused, under the Save button.
  package func showError(_ error: MemberFormError) {
    messageLabel.text = "⚠ \(error)"
  }
}
