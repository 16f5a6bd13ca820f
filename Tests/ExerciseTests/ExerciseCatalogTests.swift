import ExerciseChecks
import Foundation
import Testing

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
