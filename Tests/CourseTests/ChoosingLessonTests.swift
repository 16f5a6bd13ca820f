import Foundation
import Members
import Testing

@testable import Course

@Suite("Lesson 9 walks the decision table and catches the wrong choice", .timeLimit(.minutes(1)))
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

  @Test("--measure is a flag of this lesson, listed in its help")
  func measureFlag() throws {
    let lesson = ChoosingLesson()
    let options = try LessonOptions.parse(["--measure"], extra: lesson.extraFlags)
    #expect(options.extraFlags == ["--measure"])
    #expect(LessonOptions.usage(program: "Lesson9", summary: "", extra: lesson.extraFlags).contains("--measure"))
    #expect(throws: LessonOptions.UsageError.self) { try LessonOptions.parse(["--measure"]) }
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
    let status = await LessonRunner.run(
      ChoosingLesson(), arguments: ["--mistake"], environment: [:], isTerminal: false, output: { _ in },
      errorOutput: { _ in }, waitForEnter: {})
    #expect(status == 0)
  }
}
