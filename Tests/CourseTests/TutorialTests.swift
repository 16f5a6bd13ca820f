import Foundation
import Testing

@testable import UpdateDocs

@Suite("The DocC tutorials are cut from the lesson pages and the sources")
struct TutorialTests {
  static func lessonPages() throws -> [String] {
    try DocsTree.package.lessonPages()
  }

  @Test("Every lesson's tutorial equals its page, and every code pane its source regions", arguments: try lessonPages())
  func tutorialMatchesItsPage(page: String) throws {
    let tutorial = try TutorialPage(page: page, text: Repository.read(page))
    let assessments = try #require(
      tutorial.assessments(),
      "\(tutorial.tutorialFile) needs its hand-written '@Assessments' block after the generated part")
    #expect(assessments.contains("@MultipleChoice"), "\(tutorial.tutorialFile): the assessments ask no question")
    for file in try tutorial.files() {
      if let staleness = file.staleness() { Issue.record("\(staleness)") }
    }
  }

  @Test("No code file in the catalog is left over from a step that is gone")
  func noStaleCodeFiles() throws {
    let tutorials = try Self.lessonPages().map { try TutorialPage(page: $0, text: Repository.read($0)) }
    for file in try TutorialPage.leftoverCodeFiles(pages: tutorials) {
      Issue.record("\(file) belongs to no step of a tutorial. Run `swift run UpdateDocs`, which removes it.")
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

  @Test("The overview's chapters list the lessons in course order, so DocC's Next runs 1 to 9 as the README does")
  func chaptersInCourseOrder() throws {
    let overview = try Repository.read("\(TutorialPage.tutorialsFolder)/DelegationLab.tutorial")
    let order = overview.components(separatedBy: "@TutorialReference(tutorial: \"doc:").dropFirst().map { $0.prefix(2) }
    #expect(order == ["01", "02", "03", "04", "05", "06", "07", "08", "09"])
  }

  @Test("A quiz's right answer is not always in the same place: no place holds more than half of them")
  func answersMoveAround() throws {
    var places: [Int: Int] = [:]
    for file in try Repository.files(in: TutorialPage.tutorialsFolder, endingWith: ".tutorial") {
      for question in try Repository.read(file).components(separatedBy: "@MultipleChoice {").dropFirst() {
        let choices = question.components(separatedBy: "@Choice(isCorrect: ").dropFirst()
        let right = try #require(
          choices.firstIndex { $0.hasPrefix("true") }, "\(file): a question with no right answer")
        places[right - choices.startIndex, default: 0] += 1
      }
    }
    let questions = places.values.reduce(0, +)
    #expect(questions >= 18)
    for (place, count) in places {
      #expect(count * 2 <= questions, "the right answer is choice \(place + 1) \(count) times")
    }
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
