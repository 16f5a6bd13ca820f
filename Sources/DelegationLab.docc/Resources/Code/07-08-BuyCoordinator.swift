/// The coordinator that started this flow, held weakly: it already owns this child.
public weak var parentCoordinator: (any ParentCoordinator)?

/// Pushes the buy screen, which holds this coordinator weakly.
public func start() {
  state.advance(.start, in: transcriptName)
  let screen = BuyScreen()
  screen.coordinator = self
  navigationController.pushViewController(screen, animated: true)
}
