import Testing

@testable import Members

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

@Suite("MemberListManager")
struct MemberListManagerTests {
  @Test("A new member is added at the end")
  func makeNewMember() {
    var manager = MemberListManager(members: [kim])
    manager.makeNewMember(lee)
    #expect(manager.getMemberList() == [kim, lee])
  }

  @Test("The member at an index is replaced")
  func update() throws {
    var manager = MemberListManager(members: [kim, lee])
    try manager.updateMemberInfo(index: 1, Member(name: "Lee Jun", age: 32))
    #expect(manager.getMemberList() == [kim, Member(name: "Lee Jun", age: 32)])
  }

  @Test("An update at a stale index is refused and the list is unchanged", arguments: [-1, 2, 99, Int.max, Int.min])
  func staleUpdate(index: Int) {
    var manager = MemberListManager(members: [kim, lee])
    #expect(throws: MemberListError.staleIndex(index, count: 2)) {
      try manager.updateMemberInfo(index: index, kim)
    }
    #expect(manager.getMemberList() == [kim, lee])
  }

  @Test("A removal at a stale index is refused and the list is unchanged")
  func staleRemoval() throws {
    var manager = MemberListManager(members: [kim])
    try manager.removeMember(at: 0)
    #expect(throws: MemberListError.staleIndex(0, count: 0)) { try manager.removeMember(at: 0) }
    #expect(manager.getMemberList().isEmpty)
  }

  @Test("The stale-index error says what to do")
  func staleMessage() {
    #expect(
      MemberListError.staleIndex(1, count: 1).description
        == "Member 2 no longer exists (the list has 1); nothing was changed. Go back and choose the member again.")
  }

  @Test("An index that was never a row gets no member number, and building the message never overflows")
  func indexWithoutNumber() {
    for index in [-1, Int.max, Int.min] {
      #expect(
        MemberListError.staleIndex(index, count: 2).description
          == "That member no longer exists (the list has 2); nothing was changed. Go back and choose the member again.")
    }
  }
}
