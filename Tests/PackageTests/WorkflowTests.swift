import Foundation
import Testing

/// The commands of one GitHub workflow file, job by job, read line by line.
///
/// The files are this package's own, written in one plain layout (two spaces per level, a
/// `run:` either on one line or as a `|` block), which is all this reads; actionlint, run by
/// `.ci/workflows`, checks that they are valid workflows.
struct Workflow {
  /// The commands of each job's `run:` steps, by job id, one entry per line of script.
  private(set) var runs: [String: [String]] = [:]
  /// Every `command:` of a grader step, in order.
  private(set) var graderCommands: [String] = []
  /// The step ids, in order.
  private(set) var stepIDs: [String] = []
  /// The whole text.
  let text: String

  init(_ relativePath: String) throws {
    text = try String(contentsOf: Manifest.root.appendingPathComponent(relativePath), encoding: .utf8)
    var job: String?
    var blockIndent: Int?
    for line in text.components(separatedBy: "\n") {
      let indent = line.prefix { $0 == " " }.count
      let content = line.trimmingCharacters(in: .whitespaces)
      if let current = blockIndent, let job {
        if indent > current, !content.isEmpty {
          runs[job, default: []].append(content)
          continue
        }
        blockIndent = nil
      }
      if indent == 2, content.hasSuffix(":"), !content.hasPrefix("-") {
        job = String(content.dropLast())
      } else if let job, let run = Self.value(of: "run", in: content) {
        if run == "|" { blockIndent = indent } else { runs[job, default: []].append(run) }
      } else if let command = Self.value(of: "command", in: content) {
        graderCommands.append(command)
      } else if let id = Self.value(of: "id", in: content) {
        stepIDs.append(id)
      }
    }
  }

  /// The value of `key: value` (or `- key: value`) on a line, if that is the line's key.
  private static func value(of key: String, in content: String) -> String? {
    let line = content.hasPrefix("- ") ? String(content.dropFirst(2)) : content
    guard line.hasPrefix(key + ": ") else { return nil }
    return String(line.dropFirst(key.count + 2))
  }
}

@Suite("The GitHub workflows run what the README and the exercises say")
struct WorkflowTests {
  /// The README's set-up commands: the first `sh` block, without its comments.
  static func readmeCommands() throws -> [String] {
    let readme = try String(contentsOf: Manifest.root.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
    return block.prefix { $0 != "`" }.components(separatedBy: "\n").map {
      ($0.components(separatedBy: "#").first ?? $0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test("The README's two commands are the ones CI runs on Linux and on macOS")
  func ciRunsTheReadmeCommands() throws {
    let commands = try Self.readmeCommands()
    #expect(commands == ["swift run Lesson1", "swift test"])
    let ci = try Workflow(".github/workflows/ci.yml")
    for job in ["linux", "macos"] {
      let runs = try #require(ci.runs[job], "ci.yml has no job '\(job)'")
      for command in commands {
        #expect(runs.contains(command), "ci.yml's \(job) job does not run the README's '\(command)'")
      }
    }
    #expect(ci.runs["linux"]?.contains("bash .ci/run") == true, "the Linux job does not run .ci/run")
    #expect(ci.runs["macos"]?.contains { $0.contains("--mistake") } == true, "the macOS job does not run the lessons")
  }

  @Test("Classroom grades every exercise with swift run Coach N, and reports every grader")
  func classroomGradesEveryExercise() throws {
    let exercises = try FileManager.default.contentsOfDirectory(
      atPath: Manifest.root.appendingPathComponent("Sources/YourWork/Exercises").path
    ).filter { $0.hasPrefix("Exercise") && $0.hasSuffix(".swift") }.count
    #expect(exercises == 8)
    let classroom = try Workflow(".github/workflows/classroom.yml")
    #expect(classroom.graderCommands == (1...exercises).map { "swift run Coach \($0)" })
    let ids = (1...exercises).map { "exercise-\($0)" }
    #expect(classroom.stepIDs == ids)
    #expect(classroom.text.contains("runners: " + ids.joined(separator: ",")))
    for id in ids {
      #expect(
        classroom.text.contains("\(id.uppercased())_RESULTS: \"${{steps.\(id).outputs.result}}\""),
        "the reporter does not read \(id)'s result")
    }
  }

  @Test("Every action is pinned to a full commit, with its version beside it")
  func actionsArePinned() throws {
    for file in ["ci.yml", "classroom.yml"] {
      let text = try Workflow(".github/workflows/\(file)").text
      for line in text.components(separatedBy: "\n") where line.contains("uses: ") {
        let reference = line.components(separatedBy: "uses: ")[1]
        let commit = reference.components(separatedBy: "@").dropFirst().first?.prefix { $0 != " " } ?? ""
        #expect(
          commit.count == 40 && commit.allSatisfy(\.isHexDigit) && reference.contains(" # v"),
          "\(file): '\(reference)' is not pinned to a commit with its version noted")
      }
    }
  }
}
