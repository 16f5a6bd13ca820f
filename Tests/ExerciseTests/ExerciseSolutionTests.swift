import ExerciseChecks
import ExerciseSolutions
import Testing

@Suite("Every check passes on its solution")
@MainActor
struct ExerciseSolutionTests {
  @Test("The solution passes its exercise's check", arguments: ExerciseCatalog.all.map(\.number))
  func solutionPasses(number: Int) async throws {
    let record = try #require(await CheckRuns.solution(number))
    #expect(record.passed, "exercise \(number): \(record.problems)")
  }

  @Test("There is a check for every exercise in the catalogue, and none for a number beyond it")
  func everyExerciseHasACheck() async {
    for exercise in ExerciseCatalog.all {
      #expect(await CheckRuns.solution(exercise.number) != nil, "no check for exercise \(exercise.number)")
    }
    #expect(await ExerciseSolutions.exerciseSubjects().check(ExerciseCatalog.all.count + 1) == nil)
  }

  @Test("A check says what it does as it goes, so a hang can be reported with the step it was on")
  func checksNarrateTheirSteps() async throws {
    let record = try #require(await CheckRuns.solution(6))
    #expect(record.passed)
    #expect(record.lines.contains { $0.hasPrefix("step: ") && $0.contains("waiting for MemberListScreen") })
  }
}
