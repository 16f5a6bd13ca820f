import Foundation
import Members
import Testing

@testable import Course

@Suite("Lesson 9 walks the decision table and catches the wrong choice", .timeLimit(.minutes(10)))
@MainActor
struct ChoosingLessonTests {
  @Test("The normal run asks the six questions and ends on the table, with every mechanism")
  func walksTheTable() async throws {
    let output = try await lessonOutput(9, arguments: [])
    for step in [
      "How many receivers?", "Must the receiver answer?", "Typing and coupling", "Lifetime: the hazard and its fix",
      "Isolation and threading", "Cost",
    ] {
      #expect(output.contains("· \(step) "), "no step '\(step)'")
    }
    for mechanism in ["delegate", "closure", "notification", "AsyncStream", "Observation", "Coordinators"] {
      #expect(output.contains(mechanism), "\(mechanism) is missing")
    }
  }

  @Test("The normal run prints no measured figures, so the page can compare it")
  func normalRunIsDeterministic() async throws {
    let output = try await lessonOutput(9, arguments: [])
    #expect(!output.contains("ns/event") && !output.contains("Measured here"))
    #expect(try await lessonOutput(9, arguments: []) == output)
  }

  @Test("The lesson names the benchmark's command, in its run and in its help, and measures nothing itself")
  func namesTheBenchmarkCommand() async throws {
    let command = "swift run -c release Benchmarks --quick"
    #expect(try await lessonOutput(9, arguments: []).contains("`\(command)`"))
    let lesson = ChoosingLesson()
    #expect(LessonOptions.usage(program: "Lesson9", summary: lesson.summary).contains(command))
    #expect(lesson.extraFlags.isEmpty)
    #expect(throws: LessonOptions.UsageError.self) { try LessonOptions.parse(["--measure"], extra: lesson.extraFlags) }
  }

  @Test("A question broadcast to nobody comes back unanswered")
  func broadcastToNobody() {
    let reply = ChoosingLesson.askByBroadcast(Member(name: "Kim", age: 18), center: NotificationCenter())
    #expect(reply.shouldSave == nil && reply.answeredBy.isEmpty)
  }

  @Test("A question broadcast to two observers keeps only the last writer's answer, in either order")
  func broadcastToTwo() {
    let center = NotificationCenter()
    let tokens = [("no", false), ("yes", true)].map { name, answer in
      center.addObserver(forName: ChoosingLesson.shouldSave, object: nil, queue: nil) { note in
        guard let reply = note.userInfo?["reply"] as? SaveReply else { return }
        reply.answeredBy.append(name)
        reply.shouldSave = answer
      }
    }
    let reply = ChoosingLesson.askByBroadcast(Member(name: "Kim", age: 18), center: center)
    #expect(reply.answeredBy.count == 2)
    #expect(reply.shouldSave == (reply.answeredBy.last == "yes"))
    for token in tokens { center.removeObserver(token) }
  }

  @Test("The delegate always answers, and without one the default is the call site's")
  func delegateAnswers() {
    let minor = Member(name: "Kim", age: 18)
    #expect(!ChoosingLesson.askDelegate(minor, delegate: AgeApprover()))
    #expect(ChoosingLesson.askDelegate(Member(name: "Lee", age: 30), delegate: AgeApprover()))
    #expect(ChoosingLesson.askDelegate(minor, delegate: nil))
  }

  @Test("The mistake run shows all three outcomes and exits 0")
  func mistakeRun() async throws {
    let output = try await lessonOutput(9, arguments: ["--mistake"])
    #expect(output.contains("came back with no answer (nil)"))
    #expect(output.contains("Both observers ran (2 answers written)"))
    #expect(output.contains("With the list as delegate: do not save."))
    #expect(try await LessonChild.run(9, arguments: ["--mistake"]).status == 0)
  }

  @Test("--help says what Lesson 9's mistake shows, and does not call it a leak")
  func helpDoesNotPromiseALeak() async throws {
    let help = try await lessonHelp(9)
    #expect(help.contains("--mistake"))
    #expect(!help.lowercased().contains("leak"))
  }

  /// A run's text with its line breaks folded into spaces, so a phrase can span lines.
  func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(
    "Lesson 9's fixes are the ones the mechanism's own lesson gives",
    arguments: [
      (5, "notification", ["[weak self]", "keep the token"], ["take self weakly", "keep the token"]),
      (6, "stream", ["finish it", "weakly per edit"], ["finish the stream", "take `self` weakly for each edit"]),
      (
        8, "observation", ["return at the ending", "[weak self]"], ["return once the ending is applied", "[weak self]"]
      ),
    ])
  func fixesAgree(lesson: Int, row: String, lesson9Says: [String], lessonSays: [String]) async throws {
    let lines = try await lessonOutput(9, arguments: []).components(separatedBy: "\n")
    let fix = try #require(
      lines.first { $0.hasPrefix(row.padding(toLength: 15, withPad: " ", startingAt: 0)) && $0.contains("→") })
    for words in lesson9Says { #expect(fix.contains(words), "Lesson 9's \(row) fix does not say '\(words)': \(fix)") }
    #expect(!fix.contains("drop the token"), "Lesson 5 calls a dropped token a mistake")
    let own = flat(try await lessonOutput(lesson, arguments: ["--mistake"]))
    for words in lessonSays {
      #expect(own.lowercased().contains(words.lowercased()), "Lesson \(lesson) does not say '\(words)'")
    }
  }

  @Test("Lesson 9's Observation row describes Lesson 8's Observations loop: later, on the loop's next turn")
  func observationRowAgreesWithLesson8() async throws {
    let row = try #require(ChoosingLesson.decisionTable.first { $0.hasPrefix("  Observation") })
    #expect(row.contains("later, the loop's next turn"))
    #expect(!row.contains("willSet"))
    #expect(
      flat(try await lessonOutput(8, arguments: [])).contains("Observation delivers later, on the loop's next turn"))
    let page = flat(try Repository.read("Lessons/09-choosing-a-mechanism.md"))
    #expect(page.contains("later, in the observing task, on the loop's next turn after the change"))
    #expect(!page.contains("at `willSet`, once per `withObservationTracking`"))
  }
}
