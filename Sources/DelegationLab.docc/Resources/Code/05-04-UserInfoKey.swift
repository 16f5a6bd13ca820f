/// Returns the value for `key` in `userInfo`, checked to be a `Value`.
///
/// - Parameters:
///   - key: The key to read.
///   - type: The type the value must have.
/// - Returns: The value, if it is there and has that type.
/// - Throws: `UserInfoError` when the key is missing or its value has another type.
public func value<Value>(for key: UserInfoKey, as type: Value.Type) throws(UserInfoError) -> Value {
  guard let raw = userInfo?[key.rawValue] else {
    throw .missing(key: key, name: name.rawValue)
  }
  guard let value = raw as? Value else {
    throw .mistyped(
      key: key, name: name.rawValue, expected: "\(Value.self)", found: "\(Swift.type(of: raw))")
  }
  return value
}
