/// The course's lessons, in order: the one list that mains, tests and the map agree on.
@MainActor
package enum CourseCatalog {
  /// Every lesson that exists so far.
  package static let lessons: [any Lesson] = [
    MemberEditingLesson(),
    ComposeLesson(),
    OptionalRequirementsLesson(),
    ClosureLesson(),
    NotificationCenterLesson(),
    AsyncStreamLesson(),
    CoordinatorLesson(),
    ObservationLesson(),
    ChoosingLesson(),
  ]

  /// The lesson with `number`, if it exists.
  package static func lesson(_ number: Int) -> (any Lesson)? {
    lessons.first { $0.number == number }
  }
}
