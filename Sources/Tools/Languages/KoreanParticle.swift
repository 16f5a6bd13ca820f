import Foundation

// A Korean particle changes with the sound it follows: "화면이" but "뷰가", "Screen을" but
// "Delegate를". A name in Latin letters is read the way Korean developers say it (Screen is
// 스크린, ending in a consonant; Delegate is 델리게이트, ending in a vowel), so the particle
// after a name that a template puts in is chosen here from how the name is read.

/// The particles whose form depends on the sound before them, and how a word ends when read.
package enum KoreanParticle {
  /// How a word read aloud ends: in a vowel, in ㄹ, or in another consonant.
  package enum Ending: Equatable, Sendable {
    case vowel
    case rieul
    case consonant
  }

  /// Each particle's two forms: after a consonant, after a vowel.
  ///
  /// `으로` is the exception: after ㄹ it is `로`.
  private static let pairs: [(consonant: String, vowel: String)] = [
    ("이라고", "라고"), ("이나", "나"), ("으로", "로"), ("이", "가"), ("은", "는"), ("을", "를"), ("과", "와"),
  ]

  /// The form of the particle `particle` (either of its forms) that follows a word with `ending`,
  /// or `nil` when `particle` is not one that changes.
  package static func form(of particle: String, after ending: Ending) -> String? {
    guard let pair = pairs.first(where: { $0.consonant == particle || $0.vowel == particle }) else { return nil }
    if pair.consonant == "으로" { return ending == .consonant ? "으로" : "로" }
    return ending == .vowel ? pair.vowel : pair.consonant
  }

  /// The particle at the start of `text`, if one of the changing particles stands there as
  /// a word of its own (followed by no further Hangul).
  package static func particle(atStartOf text: Substring) -> String? {
    for pair in pairs {
      for form in [pair.consonant, pair.vowel] where text.hasPrefix(form) {
        let rest = text.dropFirst(form.count)
        if let next = rest.first, isHangul(next) { continue }
        return form
      }
    }
    return nil
  }

  /// Puts the right form of the particle that follows `value` at the start of `following`.
  package static func adjusting(_ following: Substring, after value: String) -> Substring {
    guard let particle = particle(atStartOf: following), let ending = ending(of: value),
      let right = form(of: particle, after: ending), right != particle
    else { return following }
    return Substring(right) + following.dropFirst(particle.count)
  }

  /// How `word` ends when read in Korean, or `nil` when it ends in neither Hangul, a Latin
  /// letter nor a digit.
  package static func ending(of word: String) -> Ending? {
    // Colour codes around a name ("\u{1B}[1mScreen\u{1B}[0m") are not read.
    var word = Substring(word.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression))
    while let last = word.last, "()`'\"".contains(last) { word = word.dropLast() }
    guard let last = word.last else { return nil }
    if isHangul(last), let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
      let final = (scalar.value - 0xAC00) % 28
      return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
    }
    if let digit = last.wholeNumberValue, last.isASCII {
      // 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구
      return [.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel][digit]
    }
    guard last.isASCII, last.isLetter else { return nil }
    return latinEnding(of: lastWord(of: word).lowercased())
  }

  /// The last word of an identifier: "Screen" of "MemberDetailScreen", "Info" of
  /// "didSendOptionalInfo", the whole of "nil".
  private static func lastWord(of identifier: Substring) -> Substring {
    guard let start = identifier.lastIndex(where: { $0.isUppercase }) else { return identifier }
    return identifier[start...]
  }

  /// Words whose reading does not follow from their spelling by the rules below.
  private static let readings: [String: Ending] = [
    "done": .consonant, "club": .consonant, "back": .consonant, "stack": .consonant, "block": .consonant,
    "check": .consonant, "deck": .consonant,
    "book": .consonant, "look": .consonant, "hook": .consonant, "lock": .consonant, "click": .consonant,
    "edit": .vowel, "deinit": .consonant, "reset": .consonant, "set": .consonant, "get": .consonant,
    "let": .consonant, "cat": .consonant, "chat": .consonant, "bit": .consonant, "hit": .consonant,
    "c": .vowel, "n": .consonant, "l": .rieul, "m": .consonant, "r": .vowel, "y": .vowel,
  ]

  /// How an English word ends when Korean developers read it.
  private static func latinEnding(of word: String) -> Ending {
    if let known = readings[word] { return known }
    // -tion, -sion, and words ending in n, m or ng end in ㄴ, ㅁ or ㅇ: 옵저베이션, 스크린, 스트림, 스트링.
    if word.hasSuffix("n") || word.hasSuffix("m") || word.hasSuffix("ng") { return .consonant }
    // -l and -le end in ㄹ: 닐, 옵셔널, 타이틀, 캔슬, 테이블.
    if word.hasSuffix("l") || word.hasSuffix("le") { return .rieul }
    // -ck and -p end in ㄱ and ㅂ: 백, 그룹, 앱.
    if word.hasSuffix("ck") || word.hasSuffix("p") { return .consonant }
    // Everything else ends in a vowel when read: -er 러, -e 트/스/드, -t 트, -k 크, -s 스, -d 드, -g 그.
    return .vowel
  }

  private static func isHangul(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
      || (0x3130...0x318F).contains(scalar.value)
  }
}
