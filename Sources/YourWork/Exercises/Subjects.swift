// The Coach runs your exercises through this file. You do not need to change it.
import ExerciseChecks
import ExerciseSolutions

/// The runner the Coach starts for one check: `ExerciseRunner 3` checks exercise 3.
@main
enum ExerciseRunner {
  static func main() async {
    await CheckRunner.main(workspace: exerciseSubjects(), solutions: ExerciseSolutions.exerciseSubjects())
  }
}

/// The types of your answers, one per exercise, for the checks to drive.
@MainActor
func exerciseSubjects() -> ExerciseSubjects {
  ExerciseSubjects(
    memberDelegate: Exercise1.MemberListScreen.self,
    composers: Exercise2.ValueScreen.self,
    optionalMethod: Exercise3.MemberListScreen.self,
    closure: Exercise4.MemberListScreen.self,
    notification: Exercise5.MemberListScreen.self,
    stream: Exercise6.MemberListScreen.self,
    coordinator: Exercise7.MainCoordinator.self,
    observation: Exercise8.MemberListScreen.self)
}
