// `swift run Coach --report`: writes the progress report a learner hands in, at the package
// root, as Markdown or (with --json) as JSON.
import ExerciseChecks
import Foundation

extension Coach {
  /// Writes the report file and says where it is.
  func writeReport(json: Bool) -> Int32 {
    let report = makeReport(learner: Self.gitUserName(in: root), at: Date())
    let name = json ? ProgressReport.jsonFile : ProgressReport.markdownFile
    do {
      try SafeFile.write(json ? report.json : Data(report.markdown.utf8), to: root.appendingPathComponent(name))
    } catch {
      writeError(CoachText.Report.cannotWrite(name, error))
      return 1
    }
    write(CoachText.Report.written(name, passed: report.exercises.filter { $0.firstPassed != nil }.count))
    return 0
  }

  /// The report of the progress kept now, for `learner`, written at `date`.
  func makeReport(learner: String?, at date: Date) -> ProgressReport {
    let progress = loadProgress()
    let rows = ExerciseCatalog.all.map { exercise in
      let entry = progress[exercise.number]
      return ProgressReport.Row(
        number: exercise.number, title: exercise.title, state: Self.word(for: state(of: exercise, in: progress)),
        checks: entry.checks, hints: entry.hintsShown, firstPassed: entry.firstPassed,
        passedFingerprint: entry.passedFingerprint, file: exercise.workspacePath)
    }
    return ProgressReport(learner: learner, written: ISO8601DateFormatter().string(from: date), exercises: rows)
  }

  /// The report's word for a state: English, as the instructor reads every learner's report.
  private static func word(for state: ExerciseState) -> String {
    switch state {
    case .missing: "file missing"
    case .toDo: "not tried"
    case .passes: "passes"
    case .notYet: "not yet"
    case .passedOnce: "passed"
    case .passedThenChanged: "changed since it passed"
    case .changedSinceCheck: "changed since its check"
    }
  }

  /// `git config user.name` in `folder`, or `nil` when git or the name is missing.
  static func gitUserName(in folder: URL) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "config", "user.name"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let name = String(decoding: data.prefix(1_000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !name.isEmpty ? name : nil
  }
}
