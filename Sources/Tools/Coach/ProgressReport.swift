// The report a learner hands in: who, and for each exercise where it stands, how many checks
// and hints it took, when it first passed, and the SHA-256 of the file that passed. The
// fingerprint ties a report to a file: an instructor runs `sha256sum` on that file in the
// learner's repository and compares. It does not prove that the Coach wrote the report (the
// file is plain text that anyone can edit), nor that the file passes now: running the check
// (`swift run Coach N`, which the Classroom workflow does) is the proof of that.
import ExerciseChecks
import Foundation

/// A learner's progress, as handed in.
struct ProgressReport: Codable, Equatable {
  /// One exercise's line of the report.
  struct Row: Codable, Equatable {
    let number: Int
    let title: String
    /// Where the exercise stands now, such as "passes", "not yet" or "changed since it passed".
    let state: String
    let checks: Int
    let hints: Int
    /// When a check first passed, in ISO 8601 (UTC).
    let firstPassed: String?
    /// The SHA-256 of the file that passed last, as `sha256sum` prints it.
    let passedFingerprint: String?
    /// The file the fingerprint is of.
    let file: String
  }

  /// The learner's name from `git config user.name`, if there is one.
  let learner: String?
  /// When the report was written, in ISO 8601 (UTC).
  let written: String
  let exercises: [Row]

  /// The file names, at the package root.
  static let markdownFile = "delegationlab-report.md"
  static let jsonFile = "delegationlab-report.json"

  /// The report as Markdown, for a person to read.
  var markdown: String {
    var lines = [
      "# DelegationLab progress report",
      "",
      "- Learner: \(learner.map(Self.escaped) ?? "(no name in git config)")",
      "- Written: \(written), by `swift run Coach --report`",
      "- Passed: \(exercises.filter { $0.firstPassed != nil }.count) of \(exercises.count)",
      "",
      "| # | exercise | now | checks | hints | first passed | SHA-256 of the file that passed |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in exercises {
      let fingerprint = row.passedFingerprint.map { "`\($0)`" } ?? ""
      lines.append(
        "| \(row.number) | \(Self.escaped(row.title)) | \(row.state) | \(row.checks) | \(row.hints) | "
          + "\(row.firstPassed ?? "") | \(fingerprint) |")
    }
    lines += [
      "",
      "To see that a file in the learner's repository is the one that passed, compare its SHA-256:",
      "`sha256sum Sources/YourWork/Exercises/Exercise1.swift`. The fingerprint does not prove that",
      "the Coach wrote this report, which anyone can edit, nor that the file passes now: run",
      "`swift run Coach N` in the repository (the Classroom workflow does) for that.",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The report as JSON, for a script to read.
  var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Text from a learner's git config, kept to one table cell.
  private static func escaped(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.prefix(200))
      .replacingOccurrences(of: "|", with: "\\|")
  }
}
