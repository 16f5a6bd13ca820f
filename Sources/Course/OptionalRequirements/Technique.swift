/// The ways a Swift sender can have a method its receiver may or may not implement.
package enum Technique: CaseIterable, Sendable, CustomStringConvertible {
  /// A requirement with a default implementation in a protocol extension.
  case defaultImplementation
  /// The pitfall: a method that exists only in a protocol extension.
  case extensionOnly
  /// A refining protocol for the optional method, asked with `as?`.
  case refiningProtocol
  /// An optional closure property.
  case optionalClosure

  /// The technique in a few words, as the lesson and test names say it.
  package var description: String {
    switch self {
    case .defaultImplementation: "a default implementation"
    case .extensionOnly: "an extension-only method (the pitfall)"
    case .refiningProtocol: "a refining protocol asked with as?"
    case .optionalClosure: "an optional closure"
    }
  }
}
