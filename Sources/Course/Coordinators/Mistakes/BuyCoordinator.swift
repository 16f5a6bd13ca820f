// The child. It owns nothing but its flow: it pushes the buy screen, and when the flow
// is over it tells its parent, which lets it go. It points back at the parent weakly,
// because the parent already owns it.
import StageKit

/// The buy flow: one screen where the user subscribes.
@MainActor
package final class BuyCoordinator: ChildCoordinator, TranscriptNamed {
  // snippet: parent
  /// The coordinator that started this flow; `weak`, as it already owns this child.
  package var parentCoordinator: (any ParentCoordinator)?  // MISTAKE: strong, and the parent owns this child
  // end snippet
  /// The flows this one started; the buy flow starts none.
  package var childCoordinators: [any Coordinator] = []
  /// The stack the buy screen is pushed onto.
  package let navigationController: NavigationController
  /// Where the flow is: ready, running, or finished by Done or Back.
  package private(set) var state = FlowState.ready

  package nonisolated let transcriptName = "BuyCoordinator"
  private nonisolated let transcript = Transcript.current

  /// Creates the flow; its parent starts it.
  package init(navigationController: NavigationController) {
    self.navigationController = navigationController
  }

  deinit {
    transcript.record(.released(transcriptName))
  }

  // snippet: start
  /// Pushes the buy screen, which holds this coordinator weakly.
  package func start() {
    state.advance(.start, in: transcriptName)
    let screen = BuyScreen()
    screen.coordinator = self
    navigationController.pushViewController(screen, animated: true)
  }
  // end snippet

  // snippet: finish
  /// Ends the flow: tells the parent first, then, for Done, pops the buy screen.
  package func finish(_ ending: FlowEnding) {
    state.advance(.finish(ending), in: transcriptName)
    transcript.message(from: self, to: parentCoordinator, "childDidFinish(\(transcriptName))")
    parentCoordinator?.childDidFinish(self)
    // Back has popped the screen already. Done pops it now, after the parent has let
    // go, so the parent's didShow finds no child owning the screen and does nothing.
    if ending == .done { navigationController.popViewController(animated: true) }
  }
  // end snippet
}
