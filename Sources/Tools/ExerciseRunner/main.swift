// Runs one exercise's check in its own process, for the Coach: `ExerciseRunner 3`.
import ExerciseChecks
import ExerciseSolutions
import Exercises

await CheckRunner.main(workspace: Exercises.exerciseSubjects(), solutions: ExerciseSolutions.exerciseSubjects())
