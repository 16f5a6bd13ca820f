/// What this screen says, one event per Save, to whoever reads it.
///
/// The stream buffers events until they are read, and finishes when this screen is
/// popped or released: a reader's `for await` loop then ends.
public let events: AsyncStream<MemberEvent>
private let continuation: AsyncStream<MemberEvent>.Continuation

/// Validates the form, writes a saved or updated event, and goes back.
func saveButtonTapped() {
  let member: Member
  do {
    member = try detailView.form.makeMember()
  } catch {
    detailView.showError(error)  // refused: the stream gets nothing
    transcript.record(.note("\(transcriptName) refused the input and told nobody"))
    return
  }
  switch mode {
  case .adding:
    send(.saved(member))
  case .editing(_, let index):
    send(.updated(index: index, member))
  }
  navigationController?.popViewController(animated: true)
}

/// Writes `event` into the stream; it is delivered later, when the reader's task runs.
private func send(_ event: MemberEvent) {
  transcript.record(.message(from: transcriptName, to: "\(transcriptName).events", text: "\(event)"))
  continuation.yield(event)
}

/// Finishes the stream once this screen has left the stack: it has nothing more to say.
public override func viewDidDisappear(_ animated: Bool) {
  super.viewDidDisappear(animated)
  if isMovingFromParent { continuation.finish() }
}
