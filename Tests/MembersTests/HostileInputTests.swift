import Testing

@testable import Members

/// Text that a careless or hostile user could type or paste into the member form.
@Suite("Hostile input: the form refuses what cannot be shown, and every message stays short")
struct HostileInputTests {
  /// The longest message any refusal may print: one line of the detail screen's message area.
  static let longestMessage = 96

  @Test(
    "A name that would be an invisible row is refused",
    arguments: ["\n", "\r\n", "\u{FEFF}", "\u{200F}", "\u{0}", "\u{200B}", "\u{2028}"])
  func invisibleNames(name: String) throws {
    let error = try #require(throws: MemberFormError.self) { try MemberForm(name: name, age: "28").makeMember() }
    switch error {
    case .emptyName, .unshowableCharacter(.name, _): break  // some invisible spaces are trimmed away
    default: Issue.record("\(error) is not about the name")
    }
  }

  @Test("A name of combining marks alone is refused", arguments: ["\u{301}", "\u{301}\u{302}\u{303}", " \u{301}"])
  func marksOnly(name: String) {
    #expect(throws: MemberFormError.self) { try MemberForm(name: name, age: "28").makeMember() }
  }

  @Test("A name whose first character is a stray mark is refused, with a reason about accents")
  func leadingMark() {
    #expect(throws: MemberFormError.stackedMarks(.name)) {
      try MemberForm(name: "\u{301}Kim", age: "28").makeMember()
    }
  }

  @Test("A name with a line break, a tab or a right-to-left override is refused, naming the character")
  func breaksAndOverrides() {
    #expect(throws: MemberFormError.unshowableCharacter(.name, "\n")) {
      try MemberForm(name: "Kim\nMinji", age: "28").makeMember()
    }
    #expect(throws: MemberFormError.unshowableCharacter(.name, "\t")) {
      try MemberForm(name: "Kim\tMinji", age: "28").makeMember()
    }
    #expect(throws: MemberFormError.unshowableCharacter(.name, "\u{202E}")) {
      try MemberForm(name: "\u{202E}Kim Minji", age: "28").makeMember()
    }
    #expect(
      MemberFormError.unshowableCharacter(.name, "\u{202E}").description
        == "Name has an invisible character (U+202E): type it again without it.")
  }

  @Test("A name of symbols alone is refused", arguments: ["...", "-", "★"])
  func noLetters(name: String) {
    #expect(throws: MemberFormError.nameHasNoLetters) { try MemberForm(name: name, age: "28").makeMember() }
  }

  @Test(
    "Real names in any script are accepted as typed",
    arguments: ["김민지", "佐藤 花子", "Nguyễn Thị Minh Khai", "O'Brien", "Jean-Luc", "محمد", "Zoë", "फ़ातिमा", "مهر\u{200C}سا"])
  func realNames(name: String) throws {
    #expect(try MemberForm(name: name, age: "28").makeMember().name == name)
  }

  @Test("Age digits of any script count: ٣٤ is 34 and ２８ is 28")
  func digitsOfAnyScript() throws {
    #expect(try MemberForm(name: "Kim", age: "٣٤").makeMember().age == 34)
    #expect(try MemberForm(name: "Kim", age: "２８").makeMember().age == 28)
    #expect(try MemberForm(name: "Kim", age: "०२८").makeMember().age == 28)
  }

  @Test("An age too large to count is out of range, not 'not a whole number'")
  func hugeAge() {
    let text = "9223372036854775808"  // Int.max + 1
    #expect(throws: MemberFormError.ageTooLarge(text)) { try MemberForm(name: "Kim", age: text).makeMember() }
    #expect(
      MemberFormError.ageTooLarge(text).description == "Age 922337203685… is outside 0...150: type a real age.")
  }

  @Test("A 10,000-digit age is not echoed whole")
  func tenThousandDigits() throws {
    let error = try #require(throws: MemberFormError.self) {
      try MemberForm(name: "Kim", age: String(repeating: "9", count: 10_000)).makeMember()
    }
    #expect(error.description.count <= Self.longestMessage)
  }

  @Test("Typed text in a message has its invisible characters spelled out")
  func echoedTextIsVisible() {
    #expect(
      MemberFormError.ageNotAWholeNumber("2\n8").description
        == "Age \"2U+000A8\" is not a whole number: type digits only, such as 28.")
  }

  @Test("A phone of digits, spaces and + - ( ) is kept, its digits in ASCII")
  func phones() throws {
    #expect(
      try MemberForm(name: "Kim", age: "28", phone: "+82 (10) 1234-5678").makeMember().phone == "+82 (10) 1234-5678")
    #expect(try MemberForm(name: "Kim", age: "28", phone: "０１０-１２３４").makeMember().phone == "010-1234")
    #expect(throws: MemberFormError.phoneNotANumber("call me")) {
      try MemberForm(name: "Kim", age: "28", phone: "call me").makeMember()
    }
  }

  @Test("Each field has a length limit, said in the message")
  func limits() {
    #expect(throws: MemberFormError.tooLong(.name, limit: 40)) {
      try MemberForm(name: String(repeating: "가", count: 41), age: "28").makeMember()
    }
    #expect(throws: MemberFormError.tooLong(.address, limit: 80)) {
      try MemberForm(name: "Kim", age: "28", address: String(repeating: "a", count: 81)).makeMember()
    }
    #expect(MemberFormError.tooLong(.name, limit: 40).description == "Name is longer than 40 characters: shorten it.")
  }

  @Test("An address with a line break is refused, as a name is")
  func addressLineBreak() {
    #expect(throws: MemberFormError.unshowableCharacter(.address, "\n")) {
      try MemberForm(name: "Kim", age: "28", address: "Seoul\nBusan").makeMember()
    }
  }

  @Test("Random hostile text never crashes, and what is accepted can be shown on one line")
  func randomHostileText() {
    let pieces = [
      "a", "김", "\n", "\r", "\u{0}", "\u{FEFF}", "\u{200F}", "\u{202E}", "\u{301}", "\u{200D}", " ", "9", "٣",
      "-", "+", "😀", "\u{E000}", "\u{2028}", "\u{1F1F0}",
    ]
    var generator = SplitMix(seed: 2026)
    for _ in 0..<2_000 {
      let fields = (0..<4).map { _ in
        String(
          (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined())
      }
      do {
        let member = try MemberForm(name: fields[0], age: fields[1], phone: fields[2], address: fields[3]).makeMember()
        for text in [member.name, member.phone, member.address] {
          #expect(
            FieldText.firstUnshowable(in: text) == nil, "accepted \(text.unicodeScalars.map(FieldText.codePoint))")
        }
      } catch {
        #expect(error.description.count <= Self.longestMessage)
        #expect(FieldText.firstUnshowable(in: error.description) == nil, "message: \(error)")
      }
    }
  }
}

/// A small seeded generator, so the random test fails the same way every time.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
