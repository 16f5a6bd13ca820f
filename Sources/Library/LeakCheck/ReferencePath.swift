/// A chain of stored properties from one object to another, such as
/// `MemberDetailScreen.delegate → MemberListScreen.detail → MemberDetailScreen`.
public struct ReferencePath: Equatable, Sendable, CustomStringConvertible {
  /// One hop: the type that holds the property, and the property's path inside it.
  public struct Step: Equatable, Sendable {
    /// The type name of the object that holds the reference.
    public let typeName: String
    /// The stored property, with any element index, such as `viewControllers[1]`.
    public let property: String
  }

  /// The hops, in order.
  public let steps: [Step]
  /// The type name of the object the path ends at.
  public let end: String

  public var description: String {
    (steps.map { "\($0.typeName).\($0.property)" } + [end]).joined(separator: " → ")
  }
}
