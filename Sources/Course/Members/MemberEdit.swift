/// What a detail screen's Save asks of the list: the member-editing exchange's payload,
/// the same in every mechanism.
///
/// A delegate receives it as two methods, `addNewMember(_:)` and `update(index:_:)`; a
/// closure, a stream, a notification or an observed state carries it as this one value.
package enum MemberEdit: Equatable, Sendable, CustomStringConvertible {
  /// Add `member`, which the user has just created, at the end of the list.
  case add(Member)
  /// Replace the member at row `index` with the edited `member`.
  case update(index: Int, Member)

  /// The edit as the transcript shows it: `add(Kim Minji, 28)`.
  package var description: String {
    switch self {
    case .add(let member): "add(\(member))"
    case .update(let index, let member): "update(index: \(index), \(member))"
    }
  }
}
