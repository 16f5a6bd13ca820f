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
