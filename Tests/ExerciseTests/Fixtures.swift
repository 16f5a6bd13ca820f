// What the Coach's tests share: a throwaway copy of the package's exercise folders, and a
// launcher that answers with outcomes chosen by the test instead of building anything.
import ExerciseChecks
import Foundation
import LeakCheck
import StageKit

@testable import Coach

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A temporary folder laid out like the package: Package.swift, the workspace and the starters.
struct ScratchPackage: ~Copyable {
  let root: URL

  /// Creates the package in `folder`, or in the temporary folder.
  init(in folder: URL = FileManager.default.temporaryDirectory) throws {
    root = folder.appendingPathComponent("coach-test-\(UUID().uuidString)")
    let manager = FileManager.default
    for folder in ["Sources/YourWork/Exercises", "Sources/Tools/ExerciseChecks/Starters"] {
      try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    for exercise in ExerciseCatalog.all {
      let starter = try Data(contentsOf: packageRoot.appendingPathComponent(exercise.starterPath))
      try starter.write(to: root.appendingPathComponent(exercise.starterPath))
      try starter.write(to: root.appendingPathComponent(exercise.workspacePath))
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: ProgressStore(root: root).fallback)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }
}

/// A launcher whose build and checks say what the test decided.
final class ScriptedLauncher: CheckLauncher {
  var buildOutcome = BuildOutcome.built
  var outcomes: [Int: CheckRun.Outcome] = [:]
  var solutionOutcome = CheckRun.Outcome.passed
  var printed: [String] = []
  /// The steps the build reports, as SwiftPM numbers them.
  var buildSteps: [BuildStep] = []
  private(set) var checked: [Int] = []
  var isFirstBuild = false

  func build(progress: @escaping @Sendable (BuildStep) -> Void) -> BuildOutcome {
    for step in buildSteps { progress(step) }
    return buildOutcome
  }

  func check(_ number: Int, solution: Bool) -> CheckRun {
    if solution { return CheckRun(outcome: solutionOutcome) }
    checked.append(number)
    return CheckRun(outcome: outcomes[number] ?? .failed(["Exercise \(number) is still wrong."]), printed: printed)
  }
}

/// A Coach on `root` that writes into `lines` and answers questions with `answer`.
final class CoachSession: @unchecked Sendable {
  private(set) var lines: [String] = []
  private(set) var errors: [String] = []
  /// What the Coach rewrote in place, when it was told it writes to a terminal.
  let rewritten: Rewritten
  let coach: Coach
  /// Added to every command line this session runs, such as `--lang ko`.
  let options: [String]

  init(
    root: URL, launcher: any CheckLauncher, answer: String? = nil, terminal: Bool = false,
    translator: CoachTranslator = CoachTranslator(.english), options: [String] = []
  ) {
    self.options = options
    var output: (String) -> Void = { _ in }
    var errorOutput: (String) -> Void = { _ in }
    let rewritten = Rewritten()
    self.rewritten = rewritten
    let rewrite: @Sendable (String) -> Void = { rewritten.add($0) }
    coach = Coach(
      root: root, launcher: launcher, write: { output($0) }, writeError: { errorOutput($0) },
      rewriteLine: terminal ? rewrite : nil, readAnswer: { answer }, translator: translator)
    output = { [unowned self] in self.lines.append($0) }
    errorOutput = { [unowned self] in self.errors.append($0) }
  }

  /// Runs one command line and returns its status; the output so far is in `text`.
  func run(_ arguments: String...) -> Int32 {
    coach.run(arguments + options)
  }

  var text: String { lines.joined(separator: "\n") }
  var errorText: String { errors.joined(separator: "\n") }
}

/// The lines a terminal would have shown in place, one over the other.
final class Rewritten: Sendable {
  private let all = Locked<[String]>([])

  func add(_ line: String) {
    all.withLock { $0.append(line) }
  }

  var lines: [String] { all.withLock { $0 } }
}
