// The checks never name the learner's types: they drive them through the small protocols
// in Subjects/, so the same check runs on Sources/YourWork/Exercises (the Coach) and on
// Sources/Tools/ExerciseSolutions (the tests). Each of those targets lists its types once.

/// The types of one set of answers to the exercises: the learner's, or the solutions.
@MainActor
package struct ExerciseSubjects {
  let checks: [Int: (CheckContext) async -> Void]

  /// Creates the set from each exercise's type.
  package init(
    memberDelegate: any MemberEditingSubject.Type,
    composers: any ValueScreenSubject.Type,
    optionalMethod: any OptionalMethodSubject.Type,
    closure: any MemberEditingSubject.Type,
    notification: any MemberEditingSubject.Type,
    stream: any StreamListSubject.Type,
    coordinator: any CoordinatorSubject.Type,
    observation: any RosterListSubject.Type
  ) {
    checks = [
      1: { await StrongDelegateCheck.run(memberDelegate, $0) },
      2: { await ComposersCheck.run(composers, $0) },
      3: { await OptionalMethodCheck.run(optionalMethod, $0) },
      4: { await ClosureCheck.run(closure, $0) },
      5: { await NotificationCheck.run(notification, $0) },
      6: { await StreamCheck.run(stream, $0) },
      7: { await CoordinatorCheck.run(coordinator, $0) },
      8: { await ObservationCheck.run(observation, $0) },
    ]
  }

  /// Runs exercise `number`'s check on these types.
  ///
  /// - Returns: The context with what was found, or `nil` when there is no such exercise.
  package func check(_ number: Int, write: @escaping (String) -> Void = { _ in }) async -> CheckContext? {
    guard let check = checks[number] else { return nil }
    let context = CheckContext(write: write)
    await check(context)
    return context
  }
}
