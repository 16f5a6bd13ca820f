import Foundation
import Testing

@testable import Course

/// Runs a lesson the way a learner does, in plain text, and returns its output.
@MainActor
func lessonOutput(_ number: Int, arguments: [String]) async throws -> String {
  let lesson = try #require(CourseCatalog.lesson(number), "no Lesson\(number) in CourseCatalog")
  let options = try LessonOptions.parse(arguments, extra: lesson.extraFlags)
  return await LessonRunner.transcript(of: lesson, options: options)
}

/// What `swift run LessonN --help` prints.
@MainActor
func lessonHelp(_ number: Int) async throws -> String {
  let lesson = try #require(CourseCatalog.lesson(number), "no Lesson\(number) in CourseCatalog")
  var printed: [String] = []
  _ = await LessonRunner.run(
    lesson, arguments: ["--help"], environment: [:], isTerminal: false, output: { printed.append($0) },
    errorOutput: { _ in }, waitForEnter: {})
  return printed.joined(separator: "\n")
}

@Suite("Lesson pages show the real code and the real output", .timeLimit(.minutes(1)))
@MainActor
struct LessonPageTests {
  @Test("Every marked block equals its source", arguments: try Repository.markdownPages())
  func blocksMatchTheirSources(page: String) async throws {
    var lines = try Repository.read(page).components(separatedBy: "\n")
    let blocks = try MarkedBlock.blocks(inPage: page, lines: lines)
    var rewritten = false
    // Walk backwards, so that rewriting one block keeps the earlier blocks' line numbers.
    for block in blocks.reversed() {
      let expected: String
      switch block.source {
      case .snippet(let file, let region):
        expected = try SourceRegion.text(file: file, region: region)
      case .output(let lesson, let arguments):
        // Until the lessons accept --lang, a translated page keeps the English output here
        // (TranslationTests reports this as a skipped test).
        if arguments.contains("--lang"), !Translation.lessonsAcceptLang { continue }
        expected = try await lessonOutput(lesson, arguments: arguments)
      }
      guard block.body != expected else { continue }
      if Repository.updatesDocs {
        lines.replaceSubrange((block.fenceStart + 1)..<block.fenceEnd, with: expected.components(separatedBy: "\n"))
        rewritten = true
      } else {
        Issue.record(
          """
          \(page):\(block.fenceStart + 1): the block differs from \(block.source). Copy the text \
          below, or run DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter CourseTests.
          \(expected)
          """)
      }
    }
    if rewritten {
      try lines.joined(separator: "\n").write(to: Repository.url(page), atomically: true, encoding: .utf8)
    }
  }

  @Test(
    "Every lesson page shows both runs of its lesson",
    arguments: try Repository.files(in: "Lessons", endingWith: ".md").filter { $0.contains("/0") })
  func pagesShowBothRuns(page: String) throws {
    let number = try #require(Int(page.dropFirst("Lessons/".count).prefix(2)))
    let sources = try MarkedBlock.blocks(inPage: page, lines: Repository.read(page).components(separatedBy: "\n"))
      .map(\.source)
    #expect(
      sources.contains(.output(lesson: number, arguments: [])), "\(page) has no '<!-- output: Lesson\(number) -->'")
    #expect(
      sources.contains(.output(lesson: number, arguments: ["--mistake"])),
      "\(page) has no '<!-- output: Lesson\(number) --mistake -->'")
  }

  @Test("Every snippet region in the sources is shown on some page or quoted by a lesson", .timeLimit(.minutes(1)))
  func noOrphanSnippets() async throws {
    var shown = Set(await quotedCode().map(\.quote.source))
    for page in try Repository.markdownPages() {
      for block in try MarkedBlock.blocks(inPage: page, lines: Repository.read(page).components(separatedBy: "\n")) {
        if case .snippet(let file, let region) = block.source { shown.insert("\(file)#\(region)") }
      }
    }
    let markers = try SourceRegion.allMarkers()
    for marker in markers {
      // A twin in Mistakes/ copies its original's markers with the rest of the file.
      let original = marker.replacingOccurrences(of: "/Mistakes/", with: "/")
      guard original == marker || !markers.contains(original) else { continue }
      #expect(shown.contains(marker), "'\(marker)' is marked as a snippet but no page shows it and no lesson quotes it")
    }
  }
}
