/// What a detail screen was opened to do.
package enum MemberDetailMode: Equatable, Sendable {
  /// Opened by "+": the fields start empty, and Save adds a new member.
  case adding
  /// Opened by selecting a row: the fields start filled, and Save updates row `index`.
  case editing(Member, index: Int)
}
