import StageKit

extension NavigationController {
  /// Returns the screen on top of the stack, which the lesson has just opened, or `nil`.
  ///
  /// A screen that is not there is a bug in the lesson or in the screens it drives. The
  /// lesson then goes on with nothing to tap, and its run no longer matches its page, so a
  /// test names what differs instead of the whole run stopping here.
  func topScreen<Screen: ViewController>(_ type: Screen.Type) -> Screen? {
    topViewController as? Screen
  }
}
