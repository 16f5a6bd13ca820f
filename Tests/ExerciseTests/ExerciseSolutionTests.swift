import ExerciseChecks
import ExerciseSolutions
import Testing

@Suite("Every check passes on its solution")
@MainActor
struct ExerciseSolutionTests {
  @Test("The solution passes its exercise's check", arguments: ExerciseCatalog.all.map(\.number))
  func solutionPasses(number: Int) async throws {
    let context = try #require(await CheckTurns.take { await ExerciseSolutions.exerciseSubjects().check(number) })
    #expect(context.passed, "exercise \(number): \(context.problems)")
  }

  @Test("There is a check for every exercise in the catalogue, and none for a number beyond it")
  func everyExerciseHasACheck() async {
    let subjects = ExerciseSolutions.exerciseSubjects()
    for exercise in ExerciseCatalog.all {
      let context = await CheckTurns.take { await subjects.check(exercise.number) }
      #expect(context != nil, "no check for exercise \(exercise.number)")
    }
    #expect(await subjects.check(ExerciseCatalog.all.count + 1) == nil)
  }

  @Test("A check says what it does as it goes, so a hang can be reported with the step it was on")
  func checksNarrateTheirSteps() async throws {
    var lines: [String] = []
    let context = try #require(
      await CheckTurns.take { await ExerciseSolutions.exerciseSubjects().check(6) { lines.append($0) } })
    #expect(context.passed)
    #expect(lines.contains { $0.hasPrefix("step: ") && $0.contains("waiting for MemberListScreen") })
  }
}
