import Foundation
import Testing

@testable import Course
@testable import UpdateDocs

/// Runs a lesson the way a learner does, in plain text, and returns its output, as the pages show it.
@MainActor
func lessonOutput(_ number: Int, arguments: [String]) async throws -> String {
  try await LessonChild.transcript(number, arguments: arguments)
}

/// What `swift run LessonN --help` prints.
@MainActor
func lessonHelp(_ number: Int) async throws -> String {
  try await LessonChild.run(number, arguments: ["--help"]).output.joined(separator: "\n")
}

@Suite("Lesson pages show the real code and the real output", .timeLimit(.minutes(10)))
@MainActor
struct LessonPageTests {
  @Test("Every marked block equals its source", arguments: try Repository.markdownPages())
  func blocksMatchTheirSources(page: String) async throws {
    var rewrite = PageRewrite(page: page, text: try Repository.read(page))
    try await MarkedBlock.update(&rewrite, in: .package, lessonOutput: lessonOutput)
    for change in rewrite.changes { Issue.record("\(change)") }
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

  @Test("Every snippet region in the sources is shown on some page or quoted by a lesson", .timeLimit(.minutes(10)))
  func noOrphanSnippets() async throws {
    var shown = Set(try await quotedCode().map(\.quote.source))
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
