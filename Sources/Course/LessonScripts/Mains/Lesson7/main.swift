import Course

await LessonRunner.main(CoordinatorLesson())
