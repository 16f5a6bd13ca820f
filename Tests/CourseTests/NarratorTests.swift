import Testing

@testable import Course

@Suite("Narrator")
@MainActor
struct NarratorTests {
  @Test("A mistake that was shown gets a 'caught' verdict and counts as held")
  func mistakeShown() {
    var lines: [String] = []
    let narrator = Narrator(style: .plain) { lines.append($0) }
    #expect(narrator.verdict(prediction: "the method is skipped", shown: true))
    #expect(lines.last == "Verdict: mistake caught, as predicted: the method is skipped.")
  }

  @Test("A mistake that was not shown says the check is broken and counts as failed")
  func mistakeNotShown() {
    var lines: [String] = []
    let narrator = Narrator(style: .plain) { lines.append($0) }
    #expect(!narrator.verdict(prediction: "the method is skipped", shown: false))
    #expect(lines.last?.hasSuffix("but the run did not show it. The check is broken.") == true)
  }
}
