// What a form field may hold. A member's name ends up in a table row drawn inside a text
// box, and in messages: a line break would split the row, a byte order mark or a
// right-to-left override would be invisible or turn the row around, and a name of marks
// alone would be an empty-looking row. So the rule is: text that can be shown on one
// line, in any script, with at least one letter or digit in a name.

/// The checks and conversions the member form applies to typed text.
enum FieldText {
  /// The most combining marks one character may carry; Vietnamese needs two.
  static let maxMarksPerCharacter = 4
  /// How many characters of typed text a message repeats before it cuts.
  static let shownLength = 12

  /// Returns the first scalar of `text` that cannot be shown on one line, if any.
  ///
  /// Refused: control characters (line breaks and tabs included), format characters such
  /// as U+FEFF and the bidirectional marks and overrides, line and paragraph separators,
  /// private-use and unassigned code points. Allowed among format characters: the two
  /// joiners U+200C and U+200D, which Persian and Indic names and emoji sequences need.
  static func firstUnshowable(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
        true
      case .format:
        scalar.value != 0x200C && scalar.value != 0x200D
      default:
        false
      }
    }
  }

  /// Returns `true` when a character of `text` starts with a mark or stacks too many.
  static func hasStrayMarks(_ text: String) -> Bool {
    text.contains { character in
      let marks = character.unicodeScalars.filter(isMark)
      return character.unicodeScalars.first.map(isMark) == true || marks.count > maxMarksPerCharacter
    }
  }

  /// Returns `true` for a combining mark, such as U+0301, the acute accent.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Returns `true` when `text` has at least one letter or digit, in any script.
  static func hasLetterOrDigit(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }

  /// Returns `text`'s decimal digits as ASCII digits, or `nil` if it holds anything else.
  ///
  /// Any script's decimal digits count: "٣٤" (Arabic-Indic) and "２８" (full-width) are 34
  /// and 28, as a user of those keyboards means them.
  static func asciiDigits(_ text: String) -> String? {
    var digits = ""
    for scalar in text.unicodeScalars {
      guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
        return nil
      }
      digits.append(String(Int(value)))
    }
    return digits.isEmpty ? nil : digits
  }

  /// Returns typed text as a message may repeat it: invisible characters spelled out,
  /// and cut after `shownLength` characters.
  static func shown(_ text: String) -> String {
    var result = ""
    for (index, character) in text.enumerated() {
      guard index < shownLength else { return result + "…" }
      if let scalar = firstUnshowable(in: String(character)) {
        result += codePoint(scalar)
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// Returns the `U+XXXX` name of a code point.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex
  }
}
