import Fingerprint
import Foundation
import Testing

@Suite("Translated pages keep up with the English ones")
struct TranslationTests {
  @Test(
    "Korean and Japanese pages are both on this branch",
    .disabled(
      if: Translation.presentLanguages != Translation.languages,
      "a language folder is not on this branch yet (ko and ja land in any order): links to it are not checked"))
  func everyLanguageIsPresent() {
    for language in Translation.languages {
      #expect(Translation.isPresent(language), "no folder \(Translation.folder(language))")
    }
  }

  @Test(
    "Every English page has its translation, and every translation an English page",
    arguments: Translation.presentLanguages)
  func everyPageIsTranslated(language: String) throws {
    let english = try Translation.englishPages()
    for page in english {
      #expect(
        FileManager.default.fileExists(atPath: Repository.url(Translation.path(language, page)).path),
        "Lessons/\(page) has no translation \(Translation.path(language, page))")
    }
    let translated = try Repository.files(in: Translation.folder(language), endingWith: ".md")
      .map { String($0.dropFirst(Translation.folder(language).count + 1)) }
    for page in translated where page != Translation.glossary {
      #expect(english.contains(page), "\(Translation.path(language, page)) translates no page of Lessons/")
    }
  }

  @Test(
    "Each translation names the version of the English page it translates",
    arguments: try Translation.translatedPages())
  func translationIsUpToDate(page: String) throws {
    let (language, name) = Self.split(page)
    let path = Translation.path(language, name)
    let current = try Translation.hash(of: "Lessons/\(name)")
    let header = try #require(
      Translation.header(of: try Repository.read(path)),
      "\(path) must start with '<!-- translation-of: ../\(name) sha256:\(current) -->', once it translates that page")
    #expect(header.page == name, "\(path) says it translates ../\(header.page); it translates ../\(name)")
    #expect(
      header.hash == current,
      """
      \(path) translates an older Lessons/\(name) (sha256:\(header.hash); now sha256:\(current)). The English page \
      changed: update the translation (git log -p Lessons/\(name) shows what changed), then its hash.
      """)
  }

  @Test(
    "Each translation has the English headings and the English fenced blocks",
    arguments: try Translation.translatedPages())
  func structureMatches(page: String) throws {
    let (language, name) = Self.split(page)
    let path = Translation.path(language, name)
    let english = PageOutline(try Repository.read("Lessons/\(name)"))
    let translated = PageOutline(try Repository.read(path))

    let levels = { (outline: PageOutline) in outline.headings.map { String(repeating: "#", count: $0.level) } }
    #expect(
      levels(translated) == levels(english),
      "\(path): the headings differ from those of Lessons/\(name): \(Self.firstDifference(translated, english))")

    #expect(
      translated.blocks.count == english.blocks.count,
      "\(path) has \(translated.blocks.count) fenced blocks; Lessons/\(name) has \(english.blocks.count)")
    for (mine, theirs) in zip(translated.blocks, english.blocks) {
      let place = "\(path):\(mine.line) (Lessons/\(name):\(theirs.line))"
      #expect(mine.fence == theirs.fence, "\(place): the fence is '\(mine.fence)', in English '\(theirs.fence)'")
      guard let marker = theirs.marker else {
        #expect(mine.marker == nil, "\(place): '\(mine.marker ?? "")' marks a block the English page does not mark")
        #expect(
          mine.body == theirs.body, "\(place): the block must be the English one (code and diagrams stay English)")
        continue
      }
      if marker.hasPrefix("<!-- output:") {
        let expected = String(marker.dropLast(" -->".count)) + " --lang \(language) -->"
        #expect(mine.marker == expected, "\(place): the marker must be '\(expected)'")
      } else {
        #expect(mine.marker == marker, "\(place): the marker must be '\(marker)', as in English")
        #expect(mine.body == theirs.body, "\(place): the snippet must be the English one")
      }
    }
  }

  @Test(
    "Each translation links its page in the other two languages at its top",
    arguments: try Translation.translatedPages())
  func linksTheOtherLanguages(page: String) throws {
    let (language, name) = Self.split(page)
    let path = Translation.path(language, name)
    let top = Self.top(of: try Repository.read(path))
    let targets = Set(LinkTests.linkTargets(in: top))
    for other in ["en"] + Translation.languages where other != language {
      let target = other == "en" ? "../\(name)" : "../\(other)/\(name)"
      #expect(
        targets.contains(target), "\(path) should link [\(Translation.ownNames[other] ?? other)](\(target)) at its top")
    }
  }

  @Test("The README links both languages near its top, each in its own words")
  func readmeLinksTheLanguages() throws {
    let top = Self.top(of: try Repository.read("README.md"))
    for language in Translation.languages {
      let name = Translation.ownNames[language] ?? language
      #expect(
        top.contains(name) && LinkTests.linkTargets(in: top).contains("Lessons/\(language)/README.md"),
        "README.md should say \(name) and link Lessons/\(language)/README.md before its first section")
    }
  }

  @Test("Each language has a glossary, linked from its course map", arguments: Translation.presentLanguages)
  func glossaryIsLinked(language: String) throws {
    let glossary = Translation.path(language, Translation.glossary)
    let text = try #require(try? Repository.read(glossary), "no \(glossary): add the language's glossary")
    let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
    #expect(rows.count > 10, "\(glossary) should be a table of terms (term | English | meaning)")
    #expect(
      LinkTests.linkTargets(in: try Repository.read(Translation.path(language, "README.md"))).contains(
        Translation.glossary),
      "\(Translation.path(language, "README.md")) does not link \(Translation.glossary)")
  }

  @Test(
    "Each translation keeps every measured figure of its English page", arguments: try Translation.translatedPages())
  func figuresAreKept(page: String) throws {
    let (language, name) = Self.split(page)
    let path = Translation.path(language, name)
    let translated = Translation.prose(of: try Repository.read(path))
    for figure in Translation.figures(in: Translation.prose(of: try Repository.read("Lessons/\(name)"))).sorted() {
      #expect(translated.contains(figure), "\(path) does not say \(figure), as Lessons/\(name) does: keep every number")
    }
  }

  @Test(
    "Each translation keeps every code span and every link of its English page",
    arguments: try Translation.translatedPages())
  func codeAndLinksAreKept(page: String) throws {
    let (language, name) = Self.split(page)
    let path = Translation.path(language, name)
    let english = Translation.prose(of: try Repository.read("Lessons/\(name)"), keepingLinks: true)
    let translated = Translation.prose(of: try Repository.read(path), keepingLinks: true)
    let spans = Translation.codeSpans(in: translated)
    for span in Translation.codeSpans(in: english).sorted() where !spans.contains(span) {
      Issue.record(
        "\(path) does not show `\(span)`, as Lessons/\(name) does: code stays English, and no sentence is left out")
    }
    let links = Translation.linkedFiles(in: translated, translated: true)
    for file in Translation.linkedFiles(in: english, translated: false).sorted() where !links.contains(file) {
      Issue.record("\(path) does not link \(file), as Lessons/\(name) does (from its own folder)")
    }
  }

  @Test("Every bold and italic mark shows as emphasis on GitHub", arguments: try Repository.markdownPages())
  func emphasisCloses(page: String) throws {
    for mark in Emphasis.strayMarks(in: try Repository.read(page)) {
      Issue.record("\(page), \(mark): GitHub shows this '*' as it is; write '**용어**(term)은', not '**용어(term)**은'")
    }
  }

  @Test(
    "Translated output blocks are compared with the translated runs",
    .enabled(
      if: Translation.lessonsAcceptLang,
      "LessonOptions.parse rejects --lang: until the lessons accept it, the '--lang' output blocks are not checked"))
  func translatedOutputIsChecked() {
    #expect(Translation.lessonsAcceptLang)
  }

  // MARK: The checks' own tools

  @Test("SHA-256 gives the standard's test vectors")
  func sha256() {
    #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000))
        == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test("The header reader and the outline see what a page holds")
  func readers() {
    let header = Translation.header(of: "<!-- translation-of: ../01-a.md sha256:0123456789abcdef -->\n# x")
    #expect(header?.page == "01-a.md")
    #expect(header?.hash == "0123456789abcdef")
    #expect(Translation.header(of: "# Lesson 1\n<!-- translation-of: ../01-a.md sha256:0123 -->") == nil)
    let outline = PageOutline(
      "# A\n\n## B\n\n<!-- snippet: F.swift#r -->\n```swift\n# not a heading\n```\n\n### C\n```sh\nswift run\n```")
    #expect(outline.headings.map(\.level) == [1, 2, 3])
    #expect(outline.blocks.map(\.marker) == ["<!-- snippet: F.swift#r -->", nil])
    #expect(outline.blocks.map(\.body) == ["# not a heading", "swift run"])
  }

  @Test("A translation's hash covers the prose, not the code, outputs and figures generated into the page")
  func hashLeavesOutGeneratedText() {
    let page = """
      Prose with <!-- benchmark: cost -->6.6 ns<!-- /benchmark --> in it.
      <!-- snippet: F.swift#r -->
      ```swift
      let generated = 1
      ```
      ```sh
      swift run Lesson1
      ```
      """
    let text = Translation.translatableText(of: page)
    #expect(text.contains("Prose with <!-- benchmark: cost --> in it."))
    #expect(!text.contains("let generated") && !text.contains("6.6 ns"))
    #expect(text.contains("swift run Lesson1"), "a hand-written block is the translator's to translate")
    let edited = page.replacing("let generated = 1", with: "let generated = 2")
    #expect(Translation.translatableText(of: edited) == text)
    #expect(Translation.translatableText(of: page.replacing("Prose", with: "Text")) != text)
  }

  @Test("The figure finder finds measured figures, not every digit")
  func figureFinder() {
    let prose = Translation.prose(
      of: "Took 18.6 s, 2.5–79 ns, ±625%, 1,000 of each, 2.5 KB [x](a1.2.md)\n```\n9.9\n```")
    #expect(Translation.figures(in: prose) == ["18.6", "2.5", "79", "625%", "1,000"])
    #expect(Translation.figures(in: "Lesson 1, 3 steps, Swift 6") == [])
  }

  @Test("The emphasis check finds the marks GitHub would print")
  func emphasisChecker() {
    #expect(Emphasis.strayMarks(in: "**순환 참조**(retain cycle)입니다, *weak* and `a*b`").isEmpty)
    #expect(Emphasis.strayMarks(in: "- **`AnyObject`가 아닌 프로토콜.** 그러면").isEmpty)
    #expect(Emphasis.strayMarks(in: "이것이 **순환 참조(retain cycle)**입니다.").count == 2)
    #expect(Emphasis.strayMarks(in: "```\n**(x)**y\n```\nfine").isEmpty)
    #expect(Emphasis.strayMarks(in: "one rule: **it hears\neach sender.** A").isEmpty)
    #expect(Emphasis.strayMarks(in: "- **open\n- closed** in another item").count == 2)
  }

  /// Splits `ko/01-member-editing.md` into its language and page.
  private static func split(_ page: String) -> (String, String) {
    let parts = page.split(separator: "/", maxSplits: 1).map(String.init)
    return (parts[0], parts[1])
  }

  /// A page's text before its first `## ` section.
  private static func top(of text: String) -> String {
    text.components(separatedBy: "\n").prefix { !$0.hasPrefix("## ") }.joined(separator: "\n")
  }

  private static func firstDifference(_ translated: PageOutline, _ english: PageOutline) -> String {
    for (mine, theirs) in zip(translated.headings, english.headings) where mine.level != theirs.level {
      return
        "line \(mine.line) '\(mine.text)' is level \(mine.level), its English '\(theirs.text)' level \(theirs.level)"
    }
    return "the English page has \(english.headings.count) headings, the translation \(translated.headings.count)"
  }
}
