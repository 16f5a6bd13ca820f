import Foundation

/// The detail screen's four text fields, as typed, before they are a `Member`.
package struct MemberForm: Equatable, Sendable {
  /// The ages a member can have.
  package static let ageRange = 0...150
  /// The most characters each text field may hold.
  package static let limits: [MemberFormField: Int] = [.name: 40, .phone: 20, .address: 80]

  /// The name field's text.
  package var name: String
  /// The age field's text.
  package var age: String
  /// The phone field's text.
  package var phone: String
  /// The address field's text.
  package var address: String

  /// Creates a form from the fields' texts; UIKit's `text` is optional, so these are too.
  package init(name: String?, age: String?, phone: String? = nil, address: String? = nil) {
    self.name = name ?? ""
    self.age = age ?? ""
    self.phone = phone ?? ""
    self.address = address ?? ""
  }

  /// Creates a form filled with an existing member, for editing.
  package init(_ member: Member) {
    self.init(name: member.name, age: String(member.age), phone: member.phone, address: member.address)
  }

  /// Returns the member these fields describe, or the first reason they do not.
  ///
  /// Spaces around each field are dropped. A name must have a letter or digit; no field
  /// may hold a character that cannot be shown on one line (see `MemberFormError`).
  package func makeMember() throws(MemberFormError) -> Member {
    let trimmedName = try Self.checked(name, as: .name)
    guard !trimmedName.isEmpty else { throw .emptyName }
    guard FieldText.hasLetterOrDigit(trimmedName) else { throw .nameHasNoLetters }
    let years = try Self.years(in: age.trimmingCharacters(in: .whitespaces))
    return Member(
      name: trimmedName, age: years,
      phone: try Self.phoneNumber(in: Self.checked(phone, as: .phone)),
      address: try Self.checked(address, as: .address))
  }

  /// Returns `text` without surrounding spaces, or why it cannot be shown in `field`.
  private static func checked(_ text: String, as field: MemberFormField) throws(MemberFormError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let scalar = FieldText.firstUnshowable(in: trimmed) { throw .unshowableCharacter(field, scalar) }
    if FieldText.hasStrayMarks(trimmed) { throw .stackedMarks(field) }
    if let limit = limits[field], trimmed.count > limit { throw .tooLong(field, limit: limit) }
    return trimmed
  }

  /// Returns the whole number of years `text` spells, in any script's digits.
  private static func years(in text: String) throws(MemberFormError) -> Int {
    let negative = text.hasPrefix("-")
    let unsigned = negative || text.hasPrefix("+") ? String(text.dropFirst()) : text
    guard let digits = FieldText.asciiDigits(unsigned) else { throw .ageNotAWholeNumber(text) }
    let significant = digits.drop { $0 == "0" }
    guard significant.count <= 6, let magnitude = Int(digits) else { throw .ageTooLarge(text) }
    let years = negative ? -magnitude : magnitude
    guard ageRange.contains(years) else { throw .ageOutOfRange(years) }
    return years
  }

  /// Returns a phone number with its digits in ASCII, or why it is not one.
  private static func phoneNumber(in text: String) throws(MemberFormError) -> String {
    var result = ""
    for character in text {
      if let digit = FieldText.asciiDigits(String(character)) {
        result += digit
      } else if " +-().".contains(character) {
        result.append(character)
      } else {
        throw .phoneNotANumber(text)
      }
    }
    return result
  }
}
