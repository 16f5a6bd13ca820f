import Course

await LessonRunner.main(OptionalRequirementsLesson())
