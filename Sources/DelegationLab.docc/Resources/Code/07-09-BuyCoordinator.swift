/// The coordinator that started this flow, held weakly: it already owns this child.
public weak var parentCoordinator: (any ParentCoordinator)?

/// Pushes the buy screen, which holds this coordinator weakly.
public func start() {
  state.advance(.start, in: transcriptName)
  let screen = BuyScreen()
  screen.coordinator = self
  navigationController.pushViewController(screen, animated: true)
}

/// Ends the flow: tells the parent first, then, for Done, pops the buy screen.
public func finish(_ ending: FlowEnding) {
  state.advance(.finish(ending), in: transcriptName)
  transcript.message(from: self, to: parentCoordinator, "childDidFinish(\(transcriptName))")
  parentCoordinator?.childDidFinish(self)
  // Back has popped the screen already. Done pops it now, after the parent has let
  // go, so the parent's didShow finds no child owning the screen and does nothing.
  if ending == .done { navigationController.popViewController(animated: true) }
}
