// Each message of this target is one struct that travels two ways: as itself (typed), or
// flattened into a classic notification's userInfo and read back (classic). The struct is
// what the receiver handles either way, so the two styles differ only on the wire.
import Foundation

/// A message that can also travel as a classic notification, its payload in `userInfo`.
package protocol ClassicMessage {
  /// The classic notification's name.
  static var notificationName: Notification.Name { get }
  /// The payload, flattened into `userInfo` under `UserInfoKey`s.
  var userInfo: [AnyHashable: Any] { get }
  /// Reads the message back from a classic notification.
  ///
  /// - Throws: `UserInfoError` when a key is missing or has the wrong type.
  init(_ notification: Notification) throws(UserInfoError)
}
