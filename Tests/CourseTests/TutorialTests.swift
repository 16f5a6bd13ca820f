import Foundation
import Testing

@Suite("The DocC tutorials are cut from the lesson pages and the sources", .serialized)
struct TutorialTests {
  static func lessonPages() throws -> [String] {
    try Repository.files(in: "Lessons", endingWith: ".md").filter { $0.contains("/0") }
  }

  /// Writes `text` to `path` in update mode, or records how it differs.
  static func check(_ path: String, equals expected: String, what: String) throws {
    let actual = try? Repository.read(path)
    guard actual != expected else { return }
    if Repository.updatesDocs {
      try FileManager.default.createDirectory(
        at: Repository.url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try expected.write(to: Repository.url(path), atomically: true, encoding: .utf8)
    } else {
      Issue.record(
        """
        \(path) \(actual == nil ? "is missing" : "differs from \(what)"). Run \
        DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter CourseTests, then review the diff.
        """)
    }
  }

  @Test("Every lesson's tutorial equals its page, and every code pane its source regions", arguments: try lessonPages())
  func tutorialMatchesItsPage(page: String) throws {
    let tutorial = try TutorialPage(page: page, text: Repository.read(page))
    for step in tutorial.sections.flatMap(\.steps) {
      try Self.check(
        "\(TutorialPage.codeFolder)/\(step.codeFile)", equals: TutorialPage.code(of: step),
        what: "Sources/\(step.file)#\(step.regions.joined(separator: ",#"))")
    }
    let existing = "\n" + ((try? Repository.read(tutorial.tutorialFile)) ?? "")
    let handWritten = existing.range(of: "\n" + TutorialPage.assessmentsLine).map {
      String(existing[$0.lowerBound...].dropFirst())
    }
    let assessments = try #require(
      handWritten, "\(tutorial.tutorialFile) needs its hand-written '@Assessments' block after the generated part")
    #expect(assessments.contains("@MultipleChoice"), "\(tutorial.tutorialFile): the assessments ask no question")
    try Self.check(tutorial.tutorialFile, equals: tutorial.generatedPart + assessments, what: page)
  }

  @Test("No code file in the catalog is left over from a step that is gone")
  func noStaleCodeFiles() throws {
    let used = Set(
      try Self.lessonPages().flatMap { try TutorialPage(page: $0, text: Repository.read($0)).sections }
        .flatMap(\.steps).map(\.codeFile))
    for file in try FileManager.default.contentsOfDirectory(atPath: Repository.url(TutorialPage.codeFolder).path)
    where !used.contains(file) {
      if Repository.updatesDocs {
        try FileManager.default.removeItem(at: Repository.url("\(TutorialPage.codeFolder)/\(file)"))
      } else {
        Issue.record("\(TutorialPage.codeFolder)/\(file) belongs to no step; the update run removes it")
      }
    }
  }

  @Test(
    "The tutorials overview lists every tutorial, and each page links to its tutorial", arguments: try lessonPages())
  func pagesAndTutorialsLinkEachOther(page: String) throws {
    let tutorial = try TutorialPage(page: page, text: Repository.read(page))
    let overview = try Repository.read("\(TutorialPage.tutorialsFolder)/DelegationLab.tutorial")
    #expect(
      overview.contains("tutorial: \"doc:\(tutorial.name)\""), "the tutorials overview does not list \(tutorial.name)")
    #expect(
      try Repository.read(page).contains("(../\(tutorial.tutorialFile))"), "\(page) does not link its tutorial")
    #expect(try Repository.read(tutorial.tutorialFile).contains("`\(page)`"), "the tutorial does not name \(page)")
  }

  @Test("The course map links the tutorials overview")
  func courseMapLinksTheOverview() throws {
    #expect(
      try Repository.read("Lessons/README.md").contains("(../\(TutorialPage.tutorialsFolder)/DelegationLab.tutorial)"))
  }

  @Test("A page becomes steps: each marker's paragraph, its file's regions so far, mistakes set apart")
  func cuttingAPage() throws {
    let text = """
      # Lesson 4: Example

      [Sender](../Sources/X.swift) ·
      [Course map](README.md)

      Why this **matters**, see [the list](X.md).

      ## The code

      The protocol.

      <!-- snippet: ViaX/Screen.swift#first -->
      ```swift
      ignored
      ```

      <!-- snippet: ViaX/Screen.swift#second -->
      ```swift
      ignored
      ```

      ## Run it

      Nothing to cut here.

      ## The mistake

      A strong reference.

      <!-- snippet: ViaX/Mistakes/Mistake+Screen.swift#strong -->
      ```swift
      ignored
      ```
      """
    let tutorial = try TutorialPage(page: "Lessons/04-example.md", text: text)
    #expect(tutorial.title == "Lesson 4: Example")
    #expect(tutorial.introduction == "Why this **matters**, see the list.")
    #expect(tutorial.sections.map(\.title) == ["The code", "The mistake"])
    #expect(tutorial.sections.map(\.showsMistakes) == [false, true])
    #expect(
      tutorial.sections[0].steps == [
        .init(text: "The protocol.", file: "ViaX/Screen.swift", regions: ["first"], codeFile: "04-01-Screen.swift.txt"),
        .init(
          text: "Next, in `ViaX/Screen.swift`:", file: "ViaX/Screen.swift", regions: ["first", "second"],
          codeFile: "04-02-Screen.swift.txt"),
      ])
    #expect(tutorial.sections[1].steps.map(\.codeFile) == ["04-03-Mistake-Screen.swift.txt"])
  }
}
