import ExerciseChecks
import Fingerprint
import Foundation
import Testing

@testable import Coach

@Suite("The progress report a learner hands in")
@MainActor
struct ReportTests {
  @Test("A scripted session's report names each exercise's state, checks, hints, first pass and the file that passed")
  func reportOfAScriptedSession() throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[2] = .failed(["Exercise 2 is still wrong."])
    let coach = CoachSession(root: package.root, launcher: launcher)
    #expect(coach.run("2") == 1)
    #expect(coach.run("--hint", "2") == 0)
    launcher.outcomes[2] = .passed
    #expect(coach.run("2") == 0)
    let passedFile = try Data(
      contentsOf: package.root.appendingPathComponent("Sources/YourWork/Exercises/Exercise2.swift"))
    try package.write("// changed after it passed\n", to: "Sources/YourWork/Exercises/Exercise2.swift")
    launcher.outcomes[3] = .passed
    #expect(coach.run("3") == 0)

    #expect(coach.run("--report") == 0)
    #expect(coach.text.contains("Wrote delegationlab-report.md: 2 of 8 exercises passed."))
    #expect(coach.run("--report", "--json") == 0)
    let json = try Data(contentsOf: package.root.appendingPathComponent(ProgressReport.jsonFile))
    let report = try JSONDecoder().decode(ProgressReport.self, from: json)

    #expect(report.exercises.map(\.number) == Array(1...8))
    let two = report.exercises[1]
    #expect(two.state == "changed since it passed")
    #expect(two.checks == 2 && two.hints == 1)
    #expect(two.passedFingerprint == SHA256.hex(of: passedFile), "the fingerprint is of the file that passed")
    #expect(two.firstPassed.flatMap(ISO8601DateFormatter().date(from:)) != nil)
    let three = report.exercises[2]
    #expect(three.state == "passes" && three.checks == 1 && three.hints == 0)
    let one = report.exercises[0]
    #expect(one.state == "not tried" && one.checks == 0 && one.firstPassed == nil && one.passedFingerprint == nil)

    let markdown = try package.read(ProgressReport.markdownFile)
    #expect(markdown.contains("| 2 | Two composers, one answer | changed since it passed | 2 | 1 |"))
    #expect(markdown.contains("`\(SHA256.hex(of: passedFile))`"))
    #expect(markdown.contains("- Passed: 2 of 8"))
  }

  @Test("The fingerprint is the file's SHA-256, as sha256sum prints it")
  func fingerprintIsSHA256() {
    #expect(
      ExerciseFile.fingerprint(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test("A name from git config stays in one table cell, and a report without one says so")
  func learnerName() {
    let named = ProgressReport(learner: "Kim | Minji\n", written: "2026-12-04T00:00:00Z", exercises: [])
    #expect(named.markdown.contains("- Learner: Kim \\| Minji\n"))
    let unnamed = ProgressReport(learner: nil, written: "2026-12-04T00:00:00Z", exercises: [])
    #expect(unnamed.markdown.contains("- Learner: (no name in git config)"))
  }

  @Test("A progress file's counts, dates and fingerprints are read back, and what is not one is dropped")
  func progressKeepsTheNewFields() throws {
    var entry = CoachProgress.Entry()
    entry.record(passed: false, fingerprint: String(repeating: "a", count: 64), at: Date(timeIntervalSince1970: 0))
    entry.record(passed: true, fingerprint: String(repeating: "b", count: 64), at: Date(timeIntervalSince1970: 60))
    entry.record(passed: true, fingerprint: String(repeating: "c", count: 64), at: Date(timeIntervalSince1970: 120))
    var progress = CoachProgress()
    progress[1] = entry
    let (read, dropped) = try #require(CoachProgress.decode(progress.encoded()))
    #expect(dropped.isEmpty)
    #expect(read[1].checks == 3)
    #expect(read[1].firstPassed == "1970-01-01T00:01:00Z")
    #expect(read[1].passedFingerprint == String(repeating: "c", count: 64))
    let forged = Data(
      #"{"exercises":{"1":{"passed":true,"checks":-5,"firstPassed":"yesterday","passedFingerprint":"xyz"}}}"#.utf8)
    let (damaged, _) = try #require(CoachProgress.decode(forged))
    #expect(damaged[1].checks == 0 && damaged[1].firstPassed == nil && damaged[1].passedFingerprint == nil)
  }
}
