// This target speaks NotificationCenter in two dialects, so that a lesson and the contract
// suite can run the very same screens both ways and compare.

/// How the screens of this target post and observe: classic notifications or typed messages.
package enum NotificationStyle: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `Notification.Name` with the payload in `userInfo`, read back through `UserInfoKey`.
  ///
  /// The compiler cannot check the payload: a missing or mistyped key is found when the
  /// notification arrives, and the receiver ignores it with a transcript note.
  case classic
  /// `NotificationCenter.MainActorMessage`: the payload is a struct, checked by the compiler.
  case typed

  package var description: String { rawValue }
}
