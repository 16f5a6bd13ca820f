// A classic notification carries its payload as `[AnyHashable: Any]`. Nothing checks the
// keys or the types until the notification arrives, so this file is the one place that
// reads a payload, and it turns every surprise into an error instead of a crash.
import Foundation

/// The keys this target's classic notifications put in `userInfo`.
package enum UserInfoKey: String, Sendable {
  /// The `MemberEdit` a detail screen saved.
  case edit
  /// The `ComposeOutcome` a compose screen ended with.
  case outcome
}

/// Why a classic notification's `userInfo` could not be read; the notification is ignored.
package enum UserInfoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The notification has no value for `key`.
  case missing(key: UserInfoKey, name: String)
  /// The value for `key` is not of the type the receiver expects.
  case mistyped(key: UserInfoKey, name: String, expected: String, found: String)

  package var description: String {
    switch self {
    case .missing(let key, let name):
      "\(name) has no userInfo[\"\(key.rawValue)\"]"
    case .mistyped(let key, let name, let expected, let found):
      "\(name)'s userInfo[\"\(key.rawValue)\"] is a \(found), not a \(expected)"
    }
  }
}

extension Notification {
  // snippet: read-user-info
  /// Returns the value for `key` in `userInfo`, checked to be a `Value`.
  ///
  /// - Parameters:
  ///   - key: The key to read.
  ///   - type: The type the value must have.
  /// - Returns: The value, if it is there and has that type.
  /// - Throws: `UserInfoError` when the key is missing or its value has another type.
  package func value<Value>(for key: UserInfoKey, as type: Value.Type) throws(UserInfoError) -> Value {
    guard let raw = userInfo?[key.rawValue] else {
      throw .missing(key: key, name: name.rawValue)
    }
    guard let value = raw as? Value else {
      throw .mistyped(
        key: key, name: name.rawValue, expected: "\(Value.self)", found: "\(Swift.type(of: raw))")
    }
    return value
  }
  // end snippet
}
