import Course
import Foundation
import Testing

@Suite("The course index agrees with itself")
@MainActor
struct CourseIndexTests {
  @Test("Every lesson has its executable, its page, and a line in the course map")
  func everyLessonIsComplete() throws {
    // Package.swift makes one LessonN executable per number of this one list.
    #expect(
      try Repository.read("Package.swift").contains("let lessons = 1...\(CourseCatalog.lessons.count)\n"),
      "Package.swift's `let lessons = 1...N` should end at the catalogue's last lesson")
    let map = try Repository.read("Lessons/README.md")
    let pages = try Repository.files(in: "Lessons", endingWith: ".md")
    for lesson in CourseCatalog.lessons {
      let number = lesson.number
      let main = try Repository.read("Sources/Course/LessonScripts/Mains/Lesson\(number)/main.swift")
      #expect(
        main.contains("LessonRunner.main("),
        "Sources/Course/LessonScripts/Mains/Lesson\(number)/main.swift should only run the lesson")
      let page = try #require(
        pages.first { $0.hasPrefix(String(format: "Lessons/%02d-", number)) }, "no Lessons/0\(number)-*.md")
      #expect(map.contains("(\(page.dropFirst("Lessons/".count)))"), "Lessons/README.md does not link \(page)")
      let pageText = try Repository.read(page)
      #expect(pageText.hasPrefix("# Lesson \(number): "), "\(page) should start with '# Lesson \(number): '")
      let script = "\(String(format: "%02d-", number))\(type(of: lesson)).swift"
      #expect(
        try Repository.files(in: "Sources/Course/LessonScripts", endingWith: ".swift")
          .contains("Sources/Course/LessonScripts/\(script)"),
        "the script of Lesson \(number) should be Sources/Course/LessonScripts/\(script)")
      #expect(pageText.contains("(../Sources/Course/LessonScripts/\(script))"), "\(page) does not link its script")
    }
  }

  @Test("The nine lessons are numbered 1 to 9, and the course map marks every one available")
  func numbersMatchTheMap() throws {
    let numbers = CourseCatalog.lessons.map(\.number)
    #expect(numbers == Array(1...9))
    let available = try Repository.read("Lessons/README.md").components(separatedBy: "\n")
      .filter { $0.hasPrefix("| ") && $0.hasSuffix("| available |") }
      .compactMap { Int($0.dropFirst(2).prefix { $0.isNumber }) }
    #expect(available == numbers)
  }

  @Test("Every Lesson folder under Sources/Course/LessonScripts/Mains is a lesson of the catalogue")
  func noStrayLessonFolders() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Repository.url("Sources/Course/LessonScripts/Mains").path
    )
    .filter { $0.hasPrefix("Lesson") }.compactMap { Int($0.dropFirst("Lesson".count)) }.sorted()
    #expect(folders == CourseCatalog.lessons.map(\.number))
  }

  @Test("Every lesson page links its exercise and says how to check it")
  func pagesLinkTheirExercises() throws {
    let pages = try Repository.files(in: "Lessons", endingWith: ".md")
    for lesson in CourseCatalog.lessons where lesson.number <= 8 {
      let number = lesson.number
      let page = try #require(pages.first { $0.hasPrefix(String(format: "Lessons/%02d-", number)) })
      let text = try Repository.read(page)
      #expect(
        text.contains("(../Sources/YourWork/Exercises/Exercise\(number).swift)"), "\(page) does not link its exercise")
      #expect(text.contains("swift run Coach \(number)"), "\(page) does not say `swift run Coach \(number)`")
    }
  }

  @Test("Every earlier lesson page links Lesson 9's decision table")
  func pagesLinkTheDecisionTable() throws {
    for page in try Repository.files(in: "Lessons", endingWith: ".md") where page.hasPrefix("Lessons/0") {
      guard !page.hasPrefix("Lessons/09-") else { continue }
      #expect(
        try Repository.read(page).contains("(09-choosing-a-mechanism.md#the-decision-table)"),
        "\(page) does not link Lesson 9's decision table")
    }
  }
}
