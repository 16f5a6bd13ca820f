import Course

await LessonRunner.main(AsyncStreamLesson())
