// The seed's MainCoordinator as it stands before its last section: it appends every
// child it starts and nothing ever removes one. It is not the navigation controller's
// delegate, so Back goes unnoticed, and its childDidFinish forgets to remove. Each
// buy-and-back round trip leaves one more finished BuyCoordinator alive, for as long as
// the app keeps its main coordinator: usually, as long as the app runs.
import StageKit

extension Mistake {
  /// A main coordinator that never removes a finished child: WRONG.
  @MainActor
  package final class MainCoordinator: ParentCoordinator, TranscriptNamed {
    /// The children, appended to and never removed from.
    package var childCoordinators: [any Coordinator] = []
    /// The stack every flow pushes onto.
    package let navigationController: NavigationController

    package nonisolated let transcriptName = "MainCoordinator"
    private nonisolated let transcript = Transcript.current

    /// Creates the coordinator for `navigationController`.
    package init(navigationController: NavigationController) {
      self.navigationController = navigationController
    }

    deinit {
      transcript.record(.released(transcriptName))
    }

    // snippet: no-delegate
    /// Shows home, but never becomes the navigation controller's delegate: WRONG, Back goes unheard.
    package func start() {
      let home = HomeScreen()
      home.coordinator = self
      navigationController.pushViewController(home, animated: false)
    }
    // end snippet

    /// Starts the buy flow and keeps its child forever.
    package func buySubscription() {
      // The module name picks the correct child, not the twin in this namespace.
      let child = Coordinators.BuyCoordinator(navigationController: navigationController)
      child.parentCoordinator = self
      childCoordinators.append(child)
      transcript.message(from: self, to: child, "start()")
      child.start()
    }

    /// Starts the create-account flow and keeps its child forever.
    package func createAccount() {
      let child = CreateAccountCoordinator(navigationController: navigationController)
      child.parentCoordinator = self
      childCoordinators.append(child)
      transcript.message(from: self, to: child, "start()")
      child.start()
    }

    // snippet: never-removes
    /// Hears that a child is done, and keeps it anyway: WRONG, nothing else would let it go.
    package func childDidFinish(_ child: any Coordinator) {}
    // end snippet
  }
}
