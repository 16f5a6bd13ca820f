import StageKit

extension NavigationController {
  /// Returns the screen on top of the stack, which the lesson has just opened.
  ///
  /// A lesson drives real screens, so a screen that is not there is a bug in the lesson
  /// itself, and it stops with the reason.
  func topScreen<Screen: ViewController>(_ type: Screen.Type) -> Screen {
    guard let screen = topViewController as? Screen else {
      preconditionFailure("the lesson expected a \(Screen.self) on top of the stack")
    }
    return screen
  }
}
