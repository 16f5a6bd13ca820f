/// Why the member list refused a change.
package enum MemberListError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The row index no longer points at a member: the list changed after the screen opened.
  case staleIndex(Int, count: Int)

  package var description: String {
    switch self {
    case .staleIndex(let index, let count):
      // People count rows from 1; an index no list could have had gets no number.
      let member = (0..<10_000).contains(index) ? "Member \(index + 1)" : "That member"
      return "\(member) no longer exists (the list has \(count)); nothing was changed. "
        + "Go back and choose the member again."
    }
  }
}

/// The list of members and the operations the seed's screens use on it.
package struct MemberListManager: Equatable, Sendable {
  private var members: [Member]

  /// Creates a list holding `members`, in order.
  package init(members: [Member] = []) {
    self.members = members
  }

  /// Returns the members, in order.
  package func getMemberList() -> [Member] {
    members
  }

  /// Appends a new member at the end of the list.
  package mutating func makeNewMember(_ member: Member) {
    members.append(member)
  }

  /// Replaces the member at `index`; a stale index is refused and nothing changes.
  package mutating func updateMemberInfo(index: Int, _ member: Member) throws(MemberListError) {
    guard members.indices.contains(index) else {
      throw .staleIndex(index, count: members.count)
    }
    members[index] = member
  }

  /// Removes the member at `index`; a stale index is refused and nothing changes.
  package mutating func removeMember(at index: Int) throws(MemberListError) {
    guard members.indices.contains(index) else {
      throw .staleIndex(index, count: members.count)
    }
    members.remove(at: index)
  }
}
