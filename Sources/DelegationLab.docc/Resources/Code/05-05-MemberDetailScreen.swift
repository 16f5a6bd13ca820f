/// Validates the form, posts that a member was added or updated, and goes back.
func saveButtonTapped() {
  let member: Member
  do {
    member = try detailView.form.makeMember()
  } catch {
    detailView.showError(error)  // refused: nothing is posted
    transcript.record(.note("\(transcriptName) refused the input and posted nothing"))
    return
  }
  switch mode {
  case .adding:
    let message = MemberAdded(member: member)
    transcript.message(from: self, to: center, style.postText(message))
    center.post(message, from: self, style: style)
  case .editing(_, let index):
    let message = MemberUpdated(index: index, member: member)
    transcript.message(from: self, to: center, style.postText(message))
    center.post(message, from: self, style: style)
  }
  navigationController?.popViewController(animated: true)
}
