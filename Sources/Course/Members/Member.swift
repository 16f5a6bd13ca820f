/// A member of the club: the data the list shows and the detail screen edits.
package struct Member: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The member's name; never empty once validated.
  package var name: String
  /// The member's age in whole years, in `MemberForm.ageRange`.
  package var age: Int
  /// The member's phone number, free text.
  package var phone: String
  /// The member's address, free text.
  package var address: String

  /// Creates a member.
  package init(name: String, age: Int, phone: String = "", address: String = "") {
    self.name = name
    self.age = age
    self.phone = phone
    self.address = address
  }

  /// The text of the member's row in the list: "Kim Minji, 28".
  package var description: String { "\(name), \(age)" }
}
