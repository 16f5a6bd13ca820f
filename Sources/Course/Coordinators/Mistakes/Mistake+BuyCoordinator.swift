// The buy flow with one word missing: `weak`. While the flow runs, the parent holds the
// child in `childCoordinators` and the child holds the parent in `parentCoordinator`.
// That is harmless only as long as the flow finishes first. When the app lets go of its
// main coordinator while the flow is still up (the user signs out, the scene closes),
// the two keep each other alive, and with them the navigation controller and its screens.
import StageKit

extension Mistake {
  /// A buy flow that holds its parent strongly: WRONG.
  @MainActor
  package final class BuyCoordinator: ChildCoordinator, TranscriptNamed {
    // snippet: strong-parent
    /// The parent, held strongly: WRONG, the parent already owns this child.
    package var parentCoordinator: (any ParentCoordinator)?
    // end snippet
    /// The flows this one started; none.
    package var childCoordinators: [any Coordinator] = []
    /// The stack the buy screen is pushed onto.
    package let navigationController: NavigationController
    /// Where the flow is.
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

    /// Pushes the buy screen, which holds this coordinator weakly.
    package func start() {
      state.advance(.start, in: transcriptName)
      let screen = BuyScreen()
      screen.coordinator = self
      navigationController.pushViewController(screen, animated: true)
    }

    /// Ends the flow: tells the parent, then, for Done, pops the buy screen.
    package func finish(_ ending: FlowEnding) {
      state.advance(.finish(ending), in: transcriptName)
      transcript.message(from: self, to: parentCoordinator, "childDidFinish(\(transcriptName))")
      parentCoordinator?.childDidFinish(self)
      if ending == .done { navigationController.popViewController(animated: true) }
    }
  }
}
