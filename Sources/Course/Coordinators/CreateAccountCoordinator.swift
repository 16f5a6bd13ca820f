// A second child, so that two flows can run at once: the buy screen can ask for an
// account to be made first, and the parent then owns both children. Each finishes on
// its own, and the parent removes exactly the one that finished.
import StageKit

/// The create-account flow: one screen where the user makes an account.
@MainActor
package final class CreateAccountCoordinator: ChildCoordinator, TranscriptNamed {
  /// The coordinator that started this flow, held weakly: it already owns this child.
  package weak var parentCoordinator: (any ParentCoordinator)?
  /// The flows this one started; the create-account flow starts none.
  package var childCoordinators: [any Coordinator] = []
  /// The stack the create-account screen is pushed onto.
  package let navigationController: NavigationController
  /// Where the flow is: ready, running, or finished by Done or Back.
  package private(set) var state = FlowState.ready

  package nonisolated let transcriptName = "CreateAccountCoordinator"
  private nonisolated let transcript = Transcript.current

  /// Creates the flow; its parent starts it.
  package init(navigationController: NavigationController) {
    self.navigationController = navigationController
  }

  deinit {
    transcript.record(.released(transcriptName))
  }

  /// Pushes the create-account screen, which holds this coordinator weakly.
  package func start() {
    state.advance(.start, in: transcriptName)
    let screen = CreateAccountScreen()
    screen.coordinator = self
    navigationController.pushViewController(screen, animated: true)
  }

  /// Ends the flow: tells the parent first, then, for Done, pops the create-account screen.
  package func finish(_ ending: FlowEnding) {
    state.advance(.finish(ending), in: transcriptName)
    transcript.message(from: self, to: parentCoordinator, "childDidFinish(\(transcriptName))")
    parentCoordinator?.childDidFinish(self)
    if ending == .done { navigationController.popViewController(animated: true) }
  }
}
