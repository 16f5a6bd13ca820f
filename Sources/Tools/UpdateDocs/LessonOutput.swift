import Course

/// What a lesson prints, run the way a learner runs it, in plain text.
@MainActor
enum LessonOutput {
  /// The output of `swift run LessonN` with `arguments`.
  ///
  /// - Throws: `DocError` for a lesson the course does not have, or the lesson's usage error.
  static func text(lesson number: Int, arguments: [String]) async throws -> String {
    guard let lesson = CourseCatalog.lesson(number) else { throw DocError("no Lesson\(number) in CourseCatalog") }
    let options = try LessonOptions.parse(arguments, extra: lesson.extraFlags)
    return await LessonRunner.transcript(of: lesson, options: options)
  }
}
