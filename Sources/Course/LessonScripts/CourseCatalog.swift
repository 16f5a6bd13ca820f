/// The course's lessons, in order: the one list that mains, tests and the map agree on.
@MainActor
public enum CourseCatalog {
  /// Every lesson that exists so far.
  public static let lessons: [any Lesson] = [
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
  public static func lesson(_ number: Int) -> (any Lesson)? {
    lessons.first { $0.number == number }
  }
}
