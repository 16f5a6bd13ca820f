import Languages
import StageKit
import Testing

@testable import Course

/// Runs every lesson, correct and `--mistake`, narrating in `language`; returns each run's
/// untranslated lines and all the keys that were used.
@MainActor
private func narrateAll(in language: Language) async throws -> (missing: [String: [String]], used: Set<String>) {
  var missing: [String: [String]] = [:]
  var used: Set<String> = []
  for lesson in CourseCatalog.lessons {
    for mistake in [false, true] {
      let narration = try await LessonChild.narration(lesson.number, mistake: mistake, language: language)
      let run = "Lesson\(lesson.number)\(mistake ? " --mistake" : "")"
      if !narration.untranslated.isEmpty { missing[run] = narration.untranslated }
      used.formUnion(narration.usedKeys)
    }
  }
  return (missing, used)
}

@Suite("Narration in Korean and Japanese")
@MainActor
struct LocalizationTests {
  nonisolated static let languages: [Language] = [.korean, .japanese]

  @Test("Every line a lesson writes has an entry", arguments: languages)
  func nothingMissing(language: Language) async throws {
    let (missing, _) = try await narrateAll(in: language)
    for (run, lines) in missing.sorted(by: { $0.key < $1.key }) {
      for line in lines { Issue.record("\(run) (\(language)): no entry for \"\(line)\"") }
    }
  }

  @Test("Every entry is a line some lesson still writes", arguments: languages)
  func nothingStale(language: Language) async throws {
    let (_, used) = try await narrateAll(in: language)
    let table = try #require(Localization.table(for: language))
    let help = Set(Self.helpSentences().compactMap { table.lookup($0)?.key })
    for key in table.keys where !used.contains(key) && !Narrator.ownSentences.contains(key) && !help.contains(key) {
      Issue.record("stale \(language) entry: no lesson writes \"\(key)\"")
    }
  }

  @Test("The narrator's own sentences have entries, even those only a broken check writes", arguments: languages)
  func ownSentences(language: Language) throws {
    let keys = try #require(Localization.table(for: language)).keys
    for sentence in Narrator.ownSentences {
      #expect(keys.contains(sentence), "no \(language) entry for the narrator's \"\(sentence)\"")
    }
  }

  @Test("No key appears twice in a table", arguments: languages)
  func noDuplicates(language: Language) throws {
    let keys = try #require(Localization.table(for: language)).keys
    let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "repeated keys: \(repeated.sorted())")
  }

  @Test("A translation keeps every placeholder of its key", arguments: languages)
  func placeholdersKept(language: Language) {
    let entries = language == .korean ? Localization.koreanEntries : Localization.japaneseEntries
    for (key, translation) in entries {
      for slot in 0..<4 where key.contains("{\(slot)}") {
        #expect(translation.contains("{\(slot)}"), "\"\(key)\" lost {\(slot)} in \"\(translation)\"")
      }
    }
  }

  @Test(
    "A Korean or Japanese run names its members in that language and draws every screen aligned",
    arguments: [(Language.korean, "김민지"), (.japanese, "佐藤花子")])
  func runIsAligned(language: Language, name: String) async throws {
    for lesson in CourseCatalog.lessons {
      let output = try await LessonChild.transcript(lesson.number, arguments: ["--lang", language.rawValue])
      let boxLines = output.split(separator: "\n").filter { $0.hasPrefix("    │") || $0.hasPrefix("    ╭") }
      #expect(Set(boxLines.map { TextPicture.displayWidth(of: String($0)) }).count <= 1, "Lesson\(lesson.number)")
    }
    let first = try await LessonChild.transcript(1, arguments: ["--lang", language.rawValue])
    #expect(first.contains(name))
    #expect(!first.contains("Kim Minji"))
  }

  @Test(
    "Every Japanese narration line wraps by the rules at every width: no small kana, long-vowel or closing mark starts a line, no katakana word is split",
    arguments: [24, 36, 52, 78])
  func japaneseWrapsByTheRules(width: Int) {
    for (_, text) in Localization.japaneseEntries {
      let lines = TextPicture.wrap(text, width: width)
      for (line, next) in zip(lines, lines.dropFirst()) {
        guard let last = line.last, let first = next.first else { continue }
        #expect(!Self.noLineStart.contains(first), "\(width) columns: a line starts with \(first): \(lines)")
        let run = Self.katakanaRun(around: line.count, in: Array(line + next))
        #expect(
          !(Self.isKatakana(last) && Self.isKatakana(first)) || run * 2 > width,
          "\(width) columns: a katakana word is split: \(line) / \(next)")
      }
    }
  }

  /// Characters that must not start a Japanese line, written out here apart from StageKit's list.
  static let noLineStart = Set("、。）」』！？ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")

  static func isKatakana(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
  }

  /// The length of the katakana word that spans position `cut` of `characters`.
  static func katakanaRun(around cut: Int, in characters: [Character]) -> Int {
    var start = cut
    var end = cut
    while start > 0, isKatakana(characters[start - 1]) { start -= 1 }
    while end < characters.count, isKatakana(characters[end]) { end += 1 }
    return end - start
  }

  @Test("Each lesson's banner in Korean and Japanese is its page's title, as in English", arguments: languages)
  func bannerIsThePageTitle(language: Language) async throws {
    for number in 1...9 {
      let page = try #require(
        try Repository.files(in: "Lessons/\(language.rawValue)", endingWith: ".md").first {
          $0.hasPrefix("Lessons/\(language.rawValue)/0\(number)-")
        })
      let heading = try #require(try Repository.read(page).split(separator: "\n").first { $0.hasPrefix("# ") })
      let title = try #require(heading.firstRange(of: ": ").map { heading[$0.upperBound...] })
      let run = try await LessonChild.narration(number, mistake: false, language: language)
      let banner = try #require(run.output.first { $0.contains(" · ") })
      #expect(
        banner.hasSuffix(" · " + title), "Lesson\(number) (\(language)): the run says '\(banner)', the page '\(title)'")
    }
  }

  /// Every sentence of every lesson's `--help`, in English.
  static func helpSentences() -> [String] {
    CourseCatalog.lessons.flatMap { lesson in
      LessonOptions.usageSentences(
        program: "Lesson\(lesson.number)", summary: lesson.summary, extra: lesson.extraFlags,
        mistake: lesson.mistakeHelp)
    }
  }

  @Test(
    "Every sentence of every lesson's --help has an entry, and --help speaks the chosen language", arguments: languages)
  func helpTranslated(language: Language) async throws {
    let table = try #require(Localization.table(for: language))
    for sentence in Self.helpSentences() {
      #expect(table.lookup(sentence) != nil, "\(language): no entry for the help's \"\(sentence)\"")
    }
    let help = try await LessonChild.run(7, arguments: ["--help", "--lang", language.rawValue]).output.joined(
      separator: "\n")
    #expect(help.hasPrefix(language == .korean ? "사용법: swift run Lesson7" : "使い方: swift run Lesson7"))
    #expect(!help.contains("A main coordinator starts"), "the summary is translated")
    for line in help.split(separator: "\n") { #expect(TextPicture.displayWidth(of: String(line)) <= 92, "\(line)") }
  }

  @Test("Translated paragraphs are wrapped to the paragraph width")
  func paragraphsWrapped() async {
    var lines: [String] = []
    let narrator = Narrator(style: .plain, language: .korean) { lines.append($0) }
    narrator.say(
      "Two screens, one job each. MemberListScreen shows the members; MemberDetailScreen",
      "edits one. When you tap Save, the detail screen (the sender) must tell the list",
      "(the receiver) what happened. It does not know the list's type: only that its",
      "`delegate` conforms to MemberDelegate, a protocol with two methods.")
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { TextPicture.displayWidth(of: $0) <= Narrator.paragraphWidth })
    #expect(narrator.untranslated.isEmpty)
  }

  @Test("A translated paragraph never breaks a line inside a `code span`")
  func codeSpansKept() async {
    var lines: [String] = []
    let narrator = Narrator(style: .plain, language: .korean) { lines.append($0) }
    narrator.say(
      "Measured, not guessed: this lesson's page shows one full run of the benchmark. A delegate or closure call costs nanoseconds; a notification or an observation round, hundreds of nanoseconds to about ten microseconds; a stream element, up to tens of microseconds when it crosses threads. One whole Save, screens and all, costs tens to hundreds of microseconds. The mechanism is rarely what makes an app slow: choose by the questions above. To measure on your machine (a release build, a few seconds): `swift run -c release Benchmarks --quick`."
    )
    #expect(lines.contains { $0.contains("`swift run -c release Benchmarks --quick`") }, "\(lines)")
    #expect(narrator.untranslated.isEmpty)
  }

  @Test("A key's placeholders take the text that varies")
  func placeholders() {
    let table = TranslationTable(["you type \"{0}\", {1}, and tap Save": "\"{0}\", {1}을(를) 입력하고 Save를 탭합니다"])
    #expect(table.lookup("you type \"김민지\", 28, and tap Save")?.text == "\"김민지\", 28을(를) 입력하고 Save를 탭합니다")
    #expect(table.lookup("you type a name") == nil)
  }
}
