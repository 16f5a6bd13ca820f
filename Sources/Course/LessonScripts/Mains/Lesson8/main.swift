import Course

await LessonRunner.main(ObservationLesson())
