// The Coach finds your exercise types here. You do not need to change this file.
import ExerciseChecks

/// The types of this target's answers, one per exercise, for the checks to drive.
@MainActor
package func exerciseSubjects() -> ExerciseSubjects {
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
