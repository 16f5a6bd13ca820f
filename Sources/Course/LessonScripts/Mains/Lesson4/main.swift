import Course

await LessonRunner.main(ClosureLesson())
