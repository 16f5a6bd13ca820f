import Foundation
import Testing

@Suite("The teaching page quotes what the Coach really says")
struct TeachingPageTests {
  @Test("Every '> Coach: \"…\"' line of Lessons/teaching.md is the verdict or explanation of a wrong fix")
  func quotedVerdictsAreReal() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("Lessons/teaching.md"), encoding: .utf8)
    let said = Set(WrongFix.allCases.flatMap { [$0.verdict] + ($0.explanation.map { [$0] } ?? []) })
    let prefix = "> Coach: \""
    let quotes = page.components(separatedBy: "\n").filter { $0.hasPrefix(prefix) && $0.hasSuffix("\"") }
      .map { String($0.dropFirst(prefix.count).dropLast()) }
    #expect(quotes.count == 8, "one quote per exercise")
    for quote in quotes {
      #expect(said.contains(quote), "Lessons/teaching.md quotes a sentence no wrong fix gets: \(quote)")
    }
  }
}
