// A lesson's correct run must never trap; but if a change makes it trap, the tests must say
// which lesson and why, not end the whole test process in the middle of the run. So every
// lesson a test runs, runs in a child process (an exit test), and what it printed comes back
// as data; a trap there fails the test that asked, by name, with the runtime's own sentence.
// Each run is made once and shared by the tests that ask for the same one.
import Foundation
import Languages
import Testing

@testable import Course
@testable import UpdateDocs

/// What a lesson run in a child process printed, and how it ended.
struct LessonChildRun: Codable, Sendable {
  /// The lesson's exit status: 0, 1, or 64 for a usage error.
  var status: Int32 = 0
  /// Each line written to standard output.
  var output: [String] = []
  /// Each line written to standard error.
  var errors: [String] = []
  /// How many times `--step` waited for Enter.
  var pauses = 0
  /// The narrator's lines that had no translation.
  var untranslated: [String] = []
  /// The translation keys the narrator looked up.
  var usedKeys: Set<String> = []
  /// Each line of code the narrator printed, with the `File.swift#region` it names.
  var quotes: [[String]] = []
}

/// A lesson run that trapped or could not be read: a failure of the test that asked for it.
struct LessonChildFailure: Error, CustomStringConvertible {
  var description: String
}

/// Runs lessons in child processes, each distinct run once.
@MainActor
enum LessonChild {
  /// One run: how the lesson is started, and with what.
  private struct Key: Codable, Hashable, Sendable {
    enum Kind: Codable, Hashable, Sendable {
      /// The plain transcript the pages show, as `swift run UpdateDocs` makes it.
      case transcript
      /// The runner a learner starts with `swift run LessonN`.
      case runner
      /// The narrator itself, in a language, for what it recorded.
      case narration
    }
    var kind: Kind
    var number: Int
    var arguments: [String]
    var environment: [String: String] = [:]
    var isTerminal = false
  }

  private static var runs: [Key: Task<LessonChildRun, any Error>] = [:]

  /// The plain transcript of Lesson `number` with `arguments`, as the pages show it.
  static func transcript(_ number: Int, arguments: [String]) async throws -> String {
    try await run(Key(kind: .transcript, number: number, arguments: arguments)).output.joined(separator: "\n")
  }

  /// Lesson `number` run as `swift run LessonN` runs it, with `environment` and, when
  /// `isTerminal`, as if its output were a terminal.
  static func run(
    _ number: Int, arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false
  ) async throws -> LessonChildRun {
    try await run(
      Key(kind: .runner, number: number, arguments: arguments, environment: environment, isTerminal: isTerminal))
  }

  /// Lesson `number` narrated in `language`, the mistake run if `mistake`: what the narrator recorded.
  static func narration(_ number: Int, mistake: Bool, language: Language) async throws -> LessonChildRun {
    let arguments = (mistake ? ["--mistake"] : []) + ["--lang", language.rawValue]
    return try await run(Key(kind: .narration, number: number, arguments: arguments))
  }

  private static func run(_ key: Key) async throws -> LessonChildRun {
    if let run = runs[key] { return try await run.value }
    let run = Task { try await runInChild(key) }
    runs[key] = run
    return try await run.value
  }

  /// The marker before the run's result on standard output: anything a lesson prints
  /// itself comes before it.
  nonisolated static let marker = "\u{1}lesson-child-result\u{1}"

  private nonisolated static func runInChild(_ key: Key) async throws -> LessonChildRun {
    let name = (["Lesson\(key.number)"] + key.arguments).joined(separator: " ")
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent],
      "\(name) ran to its end"
    ) { [key] in
      let run = await LessonChild.runHere(key)
      FileHandle.standardOutput.write(Data(LessonChild.marker.utf8) + (try JSONEncoder().encode(run)))
    }
    guard let result else {
      // The expectation above has failed this test, saying how the child ended; run it once
      // more, expecting the failure, only to read the runtime's own sentence.
      let failed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [key] in
        _ = await LessonChild.runHere(key)
      }
      let errors = String(decoding: failed?.standardErrorContent ?? [], as: UTF8.self).split(separator: "\n")
      let reason = errors.first { $0.contains("error") || $0.contains("failed") }.map(String.init) ?? "no message"
      throw LessonChildFailure(description: "\(name) trapped or exited early in its child process: \(reason)")
    }
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    guard let start = output.range(of: marker, options: .backwards),
      let run = try? JSONDecoder().decode(LessonChildRun.self, from: Data(output[start.upperBound...].utf8))
    else { throw LessonChildFailure(description: "\(name) ended without its result") }
    return run
  }

  /// Runs the lesson in this process: only ever inside the child.
  private static func runHere(_ key: Key) async -> LessonChildRun {
    guard let lesson = CourseCatalog.lesson(key.number) else {
      return LessonChildRun(status: 64, errors: ["no Lesson\(key.number) in CourseCatalog"])
    }
    switch key.kind {
    case .transcript:
      do {
        let text = try await LessonOutput.text(lesson: key.number, arguments: key.arguments)
        return LessonChildRun(output: text.components(separatedBy: "\n"))
      } catch {
        return LessonChildRun(status: 64, errors: ["\(error)"])
      }
    case .runner:
      var run = LessonChildRun()
      run.status = await LessonRunner.run(
        lesson, arguments: key.arguments, environment: key.environment, isTerminal: key.isTerminal,
        output: { run.output.append($0) }, errorOutput: { run.errors.append($0) }, waitForEnter: { run.pauses += 1 })
      return run
    case .narration:
      guard let options = try? LessonOptions.parse(key.arguments, extra: lesson.extraFlags) else {
        return LessonChildRun(status: 64, errors: ["\(key.arguments) are not options of Lesson\(key.number)"])
      }
      var run = LessonChildRun()
      let narrator = Narrator(style: .plain, language: options.lang ?? .english) { run.output.append($0) }
      run.status = await lesson.run(narrator, options: options) ? 0 : 1
      run.untranslated = narrator.untranslated
      run.usedKeys = narrator.usedKeys
      run.quotes = narrator.quotes.map { [$0.source, $0.line] }
      return run
    }
  }
}
