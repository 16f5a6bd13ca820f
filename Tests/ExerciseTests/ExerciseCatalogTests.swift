import ExerciseChecks
import Foundation
import Members
import Testing

@testable import ExerciseChecks

@Suite("The exercise catalogue")
struct ExerciseCatalogTests {
  @Test("Exercises are numbered 1 to 8, like the lessons they practise")
  func numbering() {
    #expect(ExerciseCatalog.all.map(\.number) == Array(1...8))
  }

  @Test(
    "Every exercise has a task, at least two hints, a starter, a workspace file and a solution",
    arguments: ExerciseCatalog.all)
  func complete(exercise: Exercise) throws {
    #expect(!exercise.task.isEmpty)
    #expect(exercise.hints.count >= 2)
    for path in [exercise.workspacePath, exercise.starterPath, exercise.solutionPath] {
      #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path), "\(path)")
    }
  }

  /// What the first check of each untouched starter explains after its verdict (the lines
  /// the checks write for the starter's failure, as `swift run Coach N` shows them).
  static let firstVerdicts: [Int: [String]] = [
    1: [Words.Delegate.closeHint],
    2: Words.Composers.wrongRow(.subtitle),
    3: Words.OptionalMethod.duplicateAdded([]),
    4: [Words.Closure.closeHint, Words.Lifetime.noCycle],
    5: [Words.Notification.didNotHear],
    6: [Words.Stream.closeHint, Words.Lifetime.noCycle],
    7: Words.Coordinator.childrenLeft(1, after: .back),
    8: [Words.Observation.closeHint, Words.Lifetime.noCycle],
  ]

  @Test("The first hint says something the first verdict has not said already", arguments: ExerciseCatalog.all)
  func firstHintAddsSomething(exercise: Exercise) throws {
    let verdict = try #require(Self.firstVerdicts[exercise.number])
    let said = Set(verdict.flatMap(Self.sentences))
    let hint = Self.sentences(exercise.hints[0])
    #expect(!hint.allSatisfy(said.contains), "hint 1 of exercise \(exercise.number) repeats its verdict")
    #expect(
      hint.filter(said.contains).isEmpty, "hint 1 of exercise \(exercise.number) repeats: \(hint.filter(said.contains))"
    )
  }

  /// What each exercise's answer is made of: its later hints say it, and no verdict may.
  static let answerTerms: [Int: [String]] = [
    1: ["weak var", "AnyObject"],
    2: ["===", "pass itself", "passes itself", "weak var"],
    3: ["inside `protocol", "declare", "requirement"],
    4: ["[weak self]", "weakly", "capture list", "change only"],
    5: ["weak detail", "[weak self", "detail != nil", "addObserver(of:"],
    6: ["[weak self, events]", "deinit", "listening ="],
    7: ["delegate = self", "navigationController.delegate"],
    8: ["[weak self, roster]", "deinit", "cancel the task"],
  ]

  @Test(
    "No verdict a wrong fix gets says what the hints say first: hint 1 adds to it, and the answer is left to them",
    .timeLimit(.minutes(10)), arguments: WrongFix.allCases)
  @MainActor
  func verdictLeavesTheAnswerToTheHints(fix: WrongFix) async throws {
    let exercise = try #require(ExerciseCatalog.exercise(fix.exercise))
    let lines = await fix.verdictLines()
    try #require(!lines.isEmpty, "\(fix) fails its check")
    let said = Set(lines.flatMap(Self.sentences))
    let first = Self.sentences(exercise.hints[0])
    #expect(first.filter(said.contains).isEmpty, "the verdict of \(fix) already says hint 1")
    let verdict = lines.joined(separator: " ")
    for hint in exercise.hints.dropFirst() {
      #expect(Self.sentences(hint).filter(said.contains).isEmpty, "the verdict of \(fix) says a later hint")
    }
    // A bare name in backticks names a thing; code with an operator, a call or a type is an answer.
    for code in exercise.hints.flatMap(Self.codeSpans) where code.contains(where: { " =([{:.?!".contains($0) }) {
      #expect(!verdict.contains(code), "the verdict of \(fix) shows the hints' code \(code)")
    }
    for term in Self.answerTerms[fix.exercise, default: []] {
      #expect(!verdict.lowercased().contains(term.lowercased()), "the verdict of \(fix) gives the answer: \(term)")
    }
  }

  /// The code in backticks in `text`.
  static func codeSpans(_ text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  @Test("The code finder finds code in backticks, so the test above cannot pass vacuously")
  func codeFinderWorks() {
    #expect(Self.codeSpans("Write `a = b`, then `c`.") == ["a = b", "c"])
  }

  /// The sentences of `text`, lowercased, without their closing marks.
  static func sentences(_ text: String) -> [String] {
    text.split(whereSeparator: { ".?:!".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .filter { $0.count > 12 }
  }

  @Test(
    "A starter and its solution declare the same types, so their leak reports read alike",
    arguments: ExerciseCatalog.all)
  func parallelNames(exercise: Exercise) throws {
    let starter = try String(contentsOf: packageRoot.appendingPathComponent(exercise.starterPath), encoding: .utf8)
    let solution = try String(contentsOf: packageRoot.appendingPathComponent(exercise.solutionPath), encoding: .utf8)
    #expect(Self.declaredTypes(starter) == Self.declaredTypes(solution))
    #expect(Self.declaredTypes(starter).count >= 1)
  }

  @Test("The type finder finds types, so the comparison above cannot pass vacuously")
  func typeFinderWorks() {
    #expect(Self.declaredTypes("public final class A: B {}\n  public protocol C {}\nstruct D") == ["A", "C", "D"])
  }

  /// The names after `class`, `struct`, `enum` and `protocol` in a source text.
  static func declaredTypes(_ source: String) -> [String] {
    var names: [String] = []
    for line in source.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
      for (index, word) in words.enumerated().dropLast() where ["class", "struct", "enum", "protocol"].contains(word) {
        names.append(String(words[index + 1]))
      }
    }
    return names
  }
}
