import Course
import Foundation
import Testing

@Suite("The course index agrees with itself")
@MainActor
struct CourseIndexTests {
  @Test("Every lesson has its executable, its page, and a line in the course map")
  func everyLessonIsComplete() throws {
    let map = try Repository.read("Lessons/README.md")
    let pages = try Repository.files(in: "Lessons", endingWith: ".md")
    for lesson in CourseCatalog.lessons {
      let number = lesson.number
      let main = try Repository.read("Sources/Lesson\(number)/main.swift")
      #expect(main.contains("LessonRunner.main("), "Sources/Lesson\(number)/main.swift should only run the lesson")
      let page = try #require(
        pages.first { $0.hasPrefix(String(format: "Lessons/%02d-", number)) }, "no Lessons/0\(number)-*.md")
      #expect(map.contains("(\(page.dropFirst("Lessons/".count)))"), "Lessons/README.md does not link \(page)")
      let pageText = try Repository.read(page)
      #expect(pageText.hasPrefix("# Lesson \(number): "), "\(page) should start with '# Lesson \(number): '")
      #expect(
        try Repository.read("Package.swift").contains("\"Lesson\(number)\""), "Package.swift has no Lesson\(number)")
    }
  }

  @Test("Lesson numbers are unique and in course order, and the map marks exactly these available")
  func numbersMatchTheMap() throws {
    let numbers = CourseCatalog.lessons.map(\.number)
    #expect(numbers == Array(Set(numbers)).sorted())
    let available = try Repository.read("Lessons/README.md").components(separatedBy: "\n")
      .filter { $0.hasPrefix("| ") && $0.hasSuffix("| available |") }
      .compactMap { Int($0.dropFirst(2).prefix { $0.isNumber }) }
    #expect(available == numbers)
  }

  @Test("Every Lesson folder in Sources is a lesson of the catalogue")
  func noStrayLessonFolders() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Sources").path)
      .filter { $0.hasPrefix("Lesson") }.compactMap { Int($0.dropFirst("Lesson".count)) }.sorted()
    #expect(folders == CourseCatalog.lessons.map(\.number))
  }
}
