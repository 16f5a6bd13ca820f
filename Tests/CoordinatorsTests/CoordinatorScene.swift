import StageKit
import Testing

@testable import Coordinators

/// An app's launch, as a scene delegate does it: a navigation controller and a started main coordinator.
@MainActor
struct CoordinatorScene {
  let navigation = NavigationController()
  let main: MainCoordinator

  init() {
    main = MainCoordinator(navigationController: navigation)
    main.start()
  }

  /// The home screen at the bottom of the stack.
  func home() throws -> HomeScreen {
    try #require(navigation.viewControllers.first as? HomeScreen)
  }

  /// The screen on top of the stack, as the type the test expects.
  func top<Screen: ViewController>(_ type: Screen.Type) throws -> Screen {
    try #require(navigation.topViewController as? Screen)
  }

  /// The child coordinator started last, as the type the test expects.
  func lastChild<Child: ChildCoordinator>(_ type: Child.Type) throws -> Child {
    try #require(main.childCoordinators.last as? Child)
  }

  /// The names of the running children, in the order they were started.
  var childNames: [String] {
    main.childCoordinators.map { Transcript.name(of: $0) }
  }
}
