// How the Coach gets a verdict: build ExerciseRunner (the checks linked with the learner's
// code), then run it once per check as a child process. The Coach itself never links
// Sources/Exercises, so a learner's code that does not compile, traps or hangs is reported
// and the Coach goes on.
import Foundation

/// Whether the learner's code built.
enum BuildOutcome: Equatable, Sendable {
  /// ExerciseRunner is ready to run.
  case built
  /// The build failed, with the compiler's errors (empty when there were none to show).
  case failed([CompilerError], output: String)
}

/// What one check said, and anything the learner's code printed on the way.
struct CheckRun: Equatable, Sendable {
  /// The verdict of one check.
  enum Outcome: Equatable, Sendable {
    /// Everything the check tried worked.
    case passed
    /// The check found a problem, said in lines: the first is the verdict.
    case failed([String])
    /// The learner's code trapped; `reason` is the runtime's message, `step` what the check was doing,
    /// and `site` the line of Sources/Exercises it was running, when the backtrace names one.
    case crashed(reason: String, step: String?, site: String? = nil)
    /// The check ran out of time while doing `step`.
    case timedOut(seconds: Int, step: String?)
    /// The user pressed Ctrl-C.
    case interrupted
    /// The check could not be started, for the reason given.
    case couldNotRun(String)
  }

  let outcome: Outcome
  /// What the learner's code printed (with `print`), if anything.
  var printed: [String] = []
}

/// Builds the check runner and runs checks; tests replace it.
protocol CheckLauncher {
  /// `true` when nothing has been built yet, so the first build will take a while.
  var isFirstBuild: Bool { get }
  /// Builds the learner's code with the checks.
  func build() -> BuildOutcome
  /// Runs the check of exercise `number` on the learner's code, or on the solution.
  func check(_ number: Int, solution: Bool) -> CheckRun
}

/// The launcher the Coach uses: `swift build --product ExerciseRunner`, then the runner.
struct SwiftPMLauncher: CheckLauncher {
  let root: URL
  /// The time limit of one check, in seconds.
  var timeout = 10
  /// Extra environment for the runner; tests set `DELEGATIONLAB_CHECK_FIXTURE` here.
  var environment: [String: String] = [:]
  /// Where the runner is; by default where `swift build` puts it.
  var runner: URL?

  private var runnerURL: URL { runner ?? root.appendingPathComponent(".build/debug/ExerciseRunner") }

  var isFirstBuild: Bool { !FileManager.default.fileExists(atPath: runnerURL.path) }

  func build() -> BuildOutcome {
    do {
      let result = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift", "build", "--product", "ExerciseRunner"],
        in: root, timeout: 900)
      guard result.ending != .exited(0) else { return .built }
      let output = result.output + result.errors
      return .failed(CompilerError.parse(output, root: root), output: output)
    } catch {
      return .failed([], output: "could not start `swift build`: \(error)")
    }
  }

  func check(_ number: Int, solution: Bool) -> CheckRun {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("coach-report-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: report.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: report) }
    let executable = runnerURL
    let result: ChildResult
    let settings = ["SWIFT_BACKTRACE": Self.backtraceSettings, "ASAN_OPTIONS": "detect_leaks=0"]
    do {
      result = try ChildProcess.run(
        executable, arguments: [String(number)] + (solution ? ["--solution"] : []) + ["--report", report.path],
        environment: settings.merging(environment) { $1 }, in: root, timeout: Double(timeout))
    } catch {
      return CheckRun(outcome: .couldNotRun("could not start \(executable.lastPathComponent): \(error)"))
    }
    let lines = ChildProcess.text(of: report).split(separator: "\n").map(String.init)
    let step = lines.last { $0.hasPrefix("step: ") }.map { String($0.dropFirst("step: ".count)) }
    let problems = lines.filter { $0.hasPrefix("fail: ") }.map { String($0.dropFirst("fail: ".count)) }
    let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    let outcome: CheckRun.Outcome
    switch result.ending {
    case .exited(0) where lines.last == "pass": outcome = .passed
    case .exited(1) where !problems.isEmpty: outcome = .failed(problems)
    case .timedOut: outcome = .timedOut(seconds: timeout, step: step)
    case .interrupted: outcome = .interrupted
    case .signaled(let signal):
      let reason = Self.reason(result.errors, signal: signal)
      outcome = .crashed(reason: reason, step: step, site: Self.crashSite(result.errors))
    case .exited(let status):
      let reason = Self.reason(result.errors, signal: nil, status: status)
      outcome = .crashed(reason: reason, step: step, site: Self.crashSite(result.errors))
    }
    return CheckRun(outcome: outcome, printed: printed)
  }

  /// A short backtrace on stderr, read only for the frame in the learner's files (see `crashSite`).
  static let backtraceSettings =
    "enable=yes,interactive=no,color=no,limit=40,top=0,registers=none,images=none,sanitize=no,output-to=stderr"

  /// The innermost frame of a crash's backtrace in Sources/Exercises, such as
  /// "Sources/Exercises/Exercise6.swift:48, in Exercise6.MemberListScreen.addNewMember(_:)".
  static func crashSite(_ errors: String) -> String? {
    let folder = "Sources/Exercises/"
    for line in errors.split(separator: "\n") {
      // "  3 [ra] 0x000055… static Exercise6.MemberListScreen.f() + 742 in ExerciseRunner at /…/Exercise6.swift:48:7"
      guard let at = line.range(of: " at ", options: .backwards), let start = line[at.upperBound...].range(of: folder)
      else { continue }
      let place = line[start.lowerBound...].split(separator: ":")
      guard place.count >= 2, place[0].hasSuffix(".swift"), let row = Int(place[1]) else { continue }
      var site = "\(place[0]):\(row)"
      let words = line[..<at.lowerBound].split(separator: " ", omittingEmptySubsequences: true)
      if let address = words.firstIndex(where: { $0.hasPrefix("0x") }), let plus = words.lastIndex(of: "+"),
        address + 1 < plus
      {
        site += ", in " + words[(address + 1)..<plus].joined(separator: " ")
      }
      return site
    }
    return nil
  }

  /// The runtime's own sentence, such as "Fatal error: Unexpectedly found nil …", without a backtrace.
  static func reason(_ errors: String, signal: Int32?, status: Int32? = nil) -> String {
    let markers = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error", "error:"]
    if let line = errors.split(separator: "\n").first(where: { line in markers.contains { line.contains($0) } }) {
      // "Exercises/Exercise4.swift:31: Fatal error: …": keep the file's name, drop its folders.
      let text = String(line)
      if let slash = text.range(of: "/", options: .backwards), text[..<slash.lowerBound].allSatisfy({ $0 != " " }) {
        return String(text[slash.upperBound...])
      }
      return text
    }
    if let signal {
      return "it was stopped by signal \(signal)" + (signal == SIGILL || signal == SIGTRAP ? " (a trap)" : "")
    }
    return "it exited with status \(status ?? -1) before the check could finish"
  }
}
