import Foundation

/// Why the detail screen's form could not become a member.
public enum MemberFormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name field is empty or only spaces.
  case emptyName
  /// The age field does not hold a whole number, such as "twenty" or "28.5".
  case ageNotAWholeNumber(String)
  /// The age is a whole number outside `MemberForm.ageRange`.
  case ageOutOfRange(Int)

  public var description: String {
    switch self {
    case .emptyName:
      "Name is empty: type the member's name."
    case .ageNotAWholeNumber(let text):
      "Age \"\(text)\" is not a whole number: type digits only, such as 28."
    case .ageOutOfRange(let age):
      "Age \(age) is outside \(MemberForm.ageRange.lowerBound)...\(MemberForm.ageRange.upperBound): "
        + "type a real age."
    }
  }
}

/// The detail screen's four text fields, as typed, before they are a `Member`.
public struct MemberForm: Equatable, Sendable {
  /// The ages a member can have.
  public static let ageRange = 0...150

  /// The name field's text.
  public var name: String
  /// The age field's text.
  public var age: String
  /// The phone field's text.
  public var phone: String
  /// The address field's text.
  public var address: String

  /// Creates a form from the fields' texts; UIKit's `text` is optional, so these are too.
  public init(name: String?, age: String?, phone: String? = nil, address: String? = nil) {
    self.name = name ?? ""
    self.age = age ?? ""
    self.phone = phone ?? ""
    self.address = address ?? ""
  }

  /// Creates a form filled with an existing member, for editing.
  public init(_ member: Member) {
    self.init(name: member.name, age: String(member.age), phone: member.phone, address: member.address)
  }

  /// Returns the member these fields describe, or the first reason they do not.
  public func makeMember() throws(MemberFormError) -> Member {
    let trimmedName = name.trimmingCharacters(in: .whitespaces)
    guard !trimmedName.isEmpty else { throw .emptyName }
    let trimmedAge = age.trimmingCharacters(in: .whitespaces)
    guard let years = Int(trimmedAge) else { throw .ageNotAWholeNumber(trimmedAge) }
    guard Self.ageRange.contains(years) else { throw .ageOutOfRange(years) }
    return Member(
      name: trimmedName, age: years,
      phone: phone.trimmingCharacters(in: .whitespaces),
      address: address.trimmingCharacters(in: .whitespaces))
  }
}
