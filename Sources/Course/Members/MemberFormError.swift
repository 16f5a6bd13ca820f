/// Why the detail screen's form could not become a member.
///
/// Every message is one short line that names the field and says what to type instead;
/// text the user typed is shown cut short, with invisible characters spelled out.
package enum MemberFormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name field is empty or only spaces.
  case emptyName
  /// The name has no letter or digit: only marks, symbols or punctuation.
  case nameHasNoLetters
  /// A field holds a character that cannot be shown on one line, such as a line break,
  /// a control character, a byte order mark or a right-to-left override.
  case unshowableCharacter(MemberFormField, Unicode.Scalar)
  /// A field holds a character with more accents stacked on it than any language uses.
  case stackedMarks(MemberFormField)
  /// A field is longer than its limit, in characters.
  case tooLong(MemberFormField, limit: Int)
  /// The phone field holds something other than digits, spaces and `+ - ( ) .`.
  case phoneNotANumber(String)
  /// The age field does not hold a whole number, such as "twenty" or "28.5".
  case ageNotAWholeNumber(String)
  /// The age is a whole number outside `MemberForm.ageRange`.
  case ageOutOfRange(Int)
  /// The age is a whole number too large to count, such as twenty digits.
  case ageTooLarge(String)

  package var description: String {
    let range = "\(MemberForm.ageRange.lowerBound)...\(MemberForm.ageRange.upperBound)"
    switch self {
    case .emptyName:
      return "Name is empty: type the member's name."
    case .nameHasNoLetters:
      return "Name has no letters: type the member's name."
    case .unshowableCharacter(let field, let scalar):
      return "\(field) has an invisible character (\(FieldText.codePoint(scalar))): type it again without it."
    case .stackedMarks(let field):
      return "\(field) has too many accents on one letter: type it again."
    case .tooLong(let field, let limit):
      return "\(field) is longer than \(limit) characters: shorten it."
    case .phoneNotANumber(let text):
      return "Phone \"\(FieldText.shown(text))\" is not a number: type digits, such as 010-1234-5678."
    case .ageNotAWholeNumber(let text):
      return "Age \"\(FieldText.shown(text))\" is not a whole number: type digits only, such as 28."
    case .ageOutOfRange(let age):
      return "Age \(age) is outside \(range): type a real age."
    case .ageTooLarge(let digits):
      return "Age \(FieldText.shown(digits)) is outside \(range): type a real age."
    }
  }
}

/// A text field of the member form, as its messages name it.
package enum MemberFormField: String, Equatable, Sendable, CustomStringConvertible {
  /// The member's name.
  case name = "Name"
  /// The member's phone number.
  case phone = "Phone"
  /// The member's address.
  case address = "Address"

  package var description: String { rawValue }
}
