/// Called on Save of a new member, with that member.
///
/// A closure is held strongly, and so is all it captures. The list already owns this
/// screen (through the navigation stack), so a closure that captured the list strongly
/// would be a cycle: the receiver captures itself `[weak self]`.
public var onSave: SaveHandler?
/// Called on Save of an edited member, with its row index and the edited member.
public var onUpdate: UpdateHandler?

/// Validates the form, calls `onSave` or `onUpdate`, and goes back.
func saveButtonTapped() {
  let member: Member
  do {
    member = try detailView.form.makeMember()
  } catch {
    detailView.showError(error)  // refused: no closure is called
    transcript.record(.note("\(transcriptName) refused the input and told nobody"))
    return
  }
  switch mode {
  case .adding:
    transcript.call(from: self, isSet: onSave != nil, "onSave(\(member))")
    onSave?(member)
  case .editing(_, let index):
    transcript.call(from: self, isSet: onUpdate != nil, "onUpdate(\(index), \(member))")
    onUpdate?(index, member)
  }
  navigationController?.popViewController(animated: true)
}
