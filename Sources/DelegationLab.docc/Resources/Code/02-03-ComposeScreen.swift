/// The receiver of this screen's answer, held weakly.
///
/// The presenter owns this screen while it is up, so a strong reference back would
/// be a cycle for as long as the screen is presented, and for good if the presenter
/// also keeps it.
public weak var delegate: ComposeDelegate?

/// Tells the delegate the typed value, then dismisses.
func performDone() {
  let value = composeView.inputField.text
  transcript.message(from: self, to: delegate, "composer(_:didInput: \"\(value ?? "")\")")
  delegate?.composer(self, didInput: value)
  dismiss(animated: true)
}

/// Tells the delegate that nothing was chosen, then dismisses.
func performCancel() {
  transcript.message(from: self, to: delegate, "composerDidCancel(_:)")
  delegate?.composerDidCancel(self)
  dismiss(animated: true)
}
