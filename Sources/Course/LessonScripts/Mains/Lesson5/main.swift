import Course

await LessonRunner.main(NotificationCenterLesson())
