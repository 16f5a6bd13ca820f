import Course

await LessonRunner.main(MemberEditingLesson())
