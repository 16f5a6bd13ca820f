/// What this screen publishes for whoever observes it.
///
/// The screen owns its state and knows nothing of its observers: nobody needs to be
/// registered, and a strong reference back to the list never exists.
public let state = MemberEditState()

/// Validates the form, publishes the added or updated member, and goes back.
func saveButtonTapped() {
  let member: Member
  do {
    member = try detailView.form.makeMember()
  } catch {
    detailView.showError(error)  // refused: the state does not change
    transcript.record(.note("\(transcriptName) refused the input and published nothing"))
    return
  }
  switch mode {
  case .adding:
    state.phase = .added(member)
  case .editing(_, let index):
    state.phase = .updated(index: index, member)
  }
  navigationController?.popViewController(animated: true)
}
