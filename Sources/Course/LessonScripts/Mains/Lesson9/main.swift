import Course

await LessonRunner.main(ChoosingLesson())
