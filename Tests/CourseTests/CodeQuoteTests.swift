import Testing

@testable import Course
@testable import UpdateDocs

/// Every line of code a lesson prints, from both of its runs, with the region it names.
@MainActor
func quotedCode() async throws -> [(lesson: Int, quote: Narrator.Quote)] {
  var quoted: [(lesson: Int, quote: Narrator.Quote)] = []
  for lesson in CourseCatalog.lessons {
    for mistake in [false, true] {
      let narration = try await LessonChild.narration(lesson.number, mistake: mistake, language: .english)
      quoted += narration.quotes.map { (lesson.number, Narrator.Quote(line: $0[1], source: $0[0])) }
    }
  }
  return quoted
}

@Suite("Lessons print only code that is in the sources")
@MainActor
struct CodeQuoteTests {
  @Test("Every code line a lesson prints stands, whole, in the region it names", .timeLimit(.minutes(10)))
  func everyCodeLineIsInItsRegion() async throws {
    let quoted = try await quotedCode()
    #expect(quoted.count > 40, "the lessons print fewer code lines than expected: is the narrator recording them?")
    for (lesson, quote) in quoted {
      let parts = quote.source.split(separator: "#").map(String.init)
      try #require(parts.count == 2, "Lesson \(lesson): '\(quote.source)' is not File.swift#region")
      let region = try SourceRegion.text(file: parts[0], region: parts[1])
      let lines = region.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(
        lines.contains(quote.line.trimmingCharacters(in: .whitespaces)),
        "Lesson \(lesson) prints '\(quote.line)', which is not a line of Sources/\(quote.source)")
    }
  }

}
