// How the Coach gets a verdict: build ExerciseRunner (the checks linked with the learner's
// code), then run it once per check as a child process. The Coach itself never links
// Sources/YourWork/Exercises, so a learner's code that does not compile, traps or hangs is reported
// and the Coach goes on.
import ExerciseChecks
import Foundation

/// Whether the learner's code built.
enum BuildOutcome: Equatable, Sendable {
  /// ExerciseRunner is ready to run.
  case built
  /// The build failed, with the compiler's errors (empty when there were none to show).
  case failed([CompilerError], output: String)
  /// The user pressed Ctrl-C, or the Coach was asked to stop.
  case interrupted
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
    /// `site` the line of Sources/YourWork/Exercises it was running, when the backtrace names one, and
    /// `meaning` what the check says such a trap means there, when it knows.
    case crashed(reason: String, step: String?, site: String? = nil, meaning: [String] = [])
    /// A limit ran out while the check was doing `step`, and the check was stopped.
    case stopped(CheckLimit, step: String?)
    /// Something other than the check wrote to the check's report, so it says nothing.
    case untrustedReport
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
  /// Builds the learner's code with the checks, telling `progress` each step of the build.
  func build(progress: @escaping @Sendable (BuildStep) -> Void) -> BuildOutcome
  /// Runs the check of exercise `number` on the learner's code, or on the solution.
  func check(_ number: Int, solution: Bool) -> CheckRun
}

/// The launcher the Coach uses: `swift build --product ExerciseRunner`, then the runner.
struct SwiftPMLauncher: CheckLauncher {
  let root: URL
  /// How long one check may spin, wait and run.
  var limits = CheckLimits()
  /// Extra environment for the runner; tests set `DELEGATIONLAB_CHECK_FIXTURE` here.
  var environment: [String: String] = [:]
  /// A runner built already; when set, nothing is built.
  ///
  /// The Coach's own tests set it, through `DELEGATIONLAB_PREBUILT_RUNNER` when they start
  /// the Coach as a program.
  var runner: URL?
  /// Whether this process adopts what a runner leaves behind, and ends it after each check.
  ///
  /// Only the Coach's own process, which runs one child at a time (see `ProcessTree.adoptOrphans`).
  var endsAdoptedChildren = false

  private var runnerURL: URL { runner ?? root.appendingPathComponent(".build/debug/ExerciseRunner") }

  var isFirstBuild: Bool { runner == nil && !FileManager.default.fileExists(atPath: runnerURL.path) }

  func build(progress: @escaping @Sendable (BuildStep) -> Void) -> BuildOutcome {
    guard runner == nil else { return .built }
    let result: ChildResult
    do {
      let build = Self.swiftBuild()
      result = try ChildProcess.run(
        build.tool, arguments: build.arguments + ["--package-path", root.path, "--product", "ExerciseRunner"],
        limits: .wallOnly(900), endsAdoptedChildren: endsAdoptedChildren,
        onOutputLine: { line in BuildStep(line).map(progress) })
    } catch {
      return .failed([], output: CoachText.Check.couldNotStartBuild("\(error)"))
    }
    switch result.ending {
    case .exited(0): return .built
    case .interrupted: return .interrupted
    default:
      let output = result.output + result.errors
      return .failed(CompilerError.parse(output, root: root), output: output)
    }
  }

  func check(_ number: Int, solution: Bool) -> CheckRun {
    let settings = ["SWIFT_BACKTRACE": Self.backtraceSettings, "ASAN_OPTIONS": "detect_leaks=0"]
    let secret = ReportChannel.makeSecret()
    let result: ChildResult
    do {
      result = try ChildProcess.run(
        runnerURL.path, arguments: [String(number)] + (solution ? ["--solution"] : []),
        environment: settings.merging(environment) { $1 }, limits: limits, runner: ChildProcess.Runner(secret: secret),
        endsAdoptedChildren: endsAdoptedChildren)
    } catch {
      return CheckRun(outcome: .couldNotRun(CoachText.Check.couldNotStartRunner("\(error)")))
    }
    let printed = result.output.split(separator: "\n").map(String.init)
    guard let lines = ReportChannel.lines(of: result.report, secret: secret) else {
      return CheckRun(outcome: .untrustedReport, printed: printed)
    }
    return CheckRun(
      outcome: RunnerReport.outcome(lines.joined(separator: "\n"), ending: result.ending, errors: result.errors),
      printed: printed)
  }

  /// How to start `swift build`: the toolchain's `swift-build` itself when it sits next to
  /// the `swift` on the PATH (as in the Linux toolchains), which saves the `swift` driver's
  /// start on every check; `swift build` through `env` otherwise (as behind Xcode's shims).
  static func swiftBuild(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> (
    tool: String, arguments: [String]
  ) {
    let files = FileManager.default
    for folder in (path ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      guard files.isExecutableFile(atPath: swift.path) else { continue }
      let sibling = swift.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-build")
      return files.isExecutableFile(atPath: sibling.path) ? (sibling.path, []) : ("/usr/bin/env", ["swift", "build"])
    }
    return ("/usr/bin/env", ["swift", "build"])
  }

  /// A short backtrace on stderr, read only for the frame in the learner's files (see `RunnerReport.crashSite`).
  static let backtraceSettings =
    "enable=yes,interactive=no,color=no,limit=40,top=0,registers=none,images=none,sanitize=no,output-to=stderr"
}
