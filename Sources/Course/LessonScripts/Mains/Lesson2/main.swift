import Course

await LessonRunner.main(ComposeLesson())
