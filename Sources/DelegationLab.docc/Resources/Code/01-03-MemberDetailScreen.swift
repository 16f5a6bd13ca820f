/// The receiver of this screen's saves, held weakly.
///
/// The list already owns this screen (through the navigation stack), so a strong
/// reference back would be a cycle.
public weak var delegate: MemberDelegate?

/// Validates the form, tells the delegate to add or update, and goes back.
func saveButtonTapped() {
  let member: Member
  do {
    member = try detailView.form.makeMember()
  } catch {
    detailView.showError(error)  // refused: the delegate hears nothing
    transcript.record(.note("\(transcriptName) refused the input and told nobody"))
    return
  }
  switch mode {
  case .adding:
    transcript.message(from: self, to: delegate, "addNewMember(\(member))")
    delegate?.addNewMember(member)
  case .editing(_, let index):
    transcript.message(from: self, to: delegate, "update(index: \(index), \(member))")
    delegate?.update(index: index, member)
  }
  navigationController?.popViewController(animated: true)
}
