/// What a detail screen says on Save: a new member, or an edited one at row `index`.
///
/// An event is a value: it can cross from the sender to the task that reads it, and it
/// says nothing about who sent it. A stream carries one type, so the compiler checks it.
public enum MemberEvent: Equatable, Sendable, CustomStringConvertible {
  /// The user created `member`: add it.
  case saved(Member)
  /// The user edited the member at row `index`: replace it with `member`.
  case updated(index: Int, Member)

  public var description: String {
    switch self {
    case .saved(let member): "saved(\(member))"
    case .updated(let index, let member): "updated(index: \(index), \(member))"
    }
  }
}
