import Testing

@testable import Members

@Suite("MemberForm")
struct MemberFormTests {
  @Test("A complete form becomes a member, with spaces trimmed")
  func validForm() throws {
    let form = MemberForm(name: "  Kim Minji ", age: " 28", phone: "010-1234-5678", address: "Seoul ")
    #expect(try form.makeMember() == Member(name: "Kim Minji", age: 28, phone: "010-1234-5678", address: "Seoul"))
  }

  @Test("Fields that were never typed in count as empty")
  func nilFields() {
    #expect(throws: MemberFormError.emptyName) { try MemberForm(name: nil, age: nil).makeMember() }
  }

  @Test("An empty name is refused", arguments: ["", "   "])
  func emptyName(name: String) {
    #expect(throws: MemberFormError.emptyName) { try MemberForm(name: name, age: "28").makeMember() }
  }

  @Test("An age that is not a whole number is refused", arguments: ["twenty", "28.5", "", "2 8", "0x1C"])
  func ageNotAWholeNumber(age: String) {
    #expect(throws: MemberFormError.ageNotAWholeNumber(age)) {
      try MemberForm(name: "Kim", age: age).makeMember()
    }
  }

  @Test("An age outside 0...150 is refused", arguments: [-1, 151, 1000])
  func ageOutOfRange(age: Int) {
    #expect(throws: MemberFormError.ageOutOfRange(age)) {
      try MemberForm(name: "Kim", age: String(age)).makeMember()
    }
  }

  @Test("The ages at the ends of the range are accepted", arguments: [0, 150])
  func ageAtBounds(age: Int) throws {
    #expect(try MemberForm(name: "Kim", age: String(age)).makeMember().age == age)
  }

  @Test("Every error says what to do")
  func messagesSayWhatToDo() {
    #expect(MemberFormError.emptyName.description == "Name is empty: type the member's name.")
    #expect(
      MemberFormError.ageNotAWholeNumber("twenty").description
        == "Age \"twenty\" is not a whole number: type digits only, such as 28.")
    #expect(MemberFormError.ageOutOfRange(200).description == "Age 200 is outside 0...150: type a real age.")
  }

  @Test("A form made from a member gives the same member back")
  func roundTrip() throws {
    let member = Member(name: "Lee Jun", age: 31, phone: "010", address: "Busan")
    #expect(try MemberForm(member).makeMember() == member)
  }
}
