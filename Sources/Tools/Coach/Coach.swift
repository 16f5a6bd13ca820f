// The Coach: the loop of a learner doing exercises. It lists progress, checks one
// exercise, gives hints one at a time, re-checks on save, and puts starters back. It
// never links the learner's code (see CheckLauncher), so it survives any bug in it. Each
// command lives in its own file (Coach+List, +Check, +Hint, +Reset, +Verify, +Watch), and
// every sentence in CoachText.
import ExerciseChecks
import Foundation
import Languages
import StandardStreams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exercise coach behind `swift run Coach`.
package struct Coach {
  /// The exit status for a command-line misuse, as in BSD's `sysexits.h`.
  package static let usageExitCode: Int32 = 64

  let root: URL
  let launcher: any CheckLauncher
  private let output: (String) -> Void
  private let errorOutput: (String) -> Void
  private let rewriteOutput: (@Sendable (String) -> Void)?
  let readAnswer: () -> String?
  /// The language the Coach speaks: `--lang`, or else the locale's.
  private(set) var translator: CoachTranslator
  /// `--lang xx` when the command line chose the language: every command the Coach suggests
  /// carries it, so that running one answers in the same language.
  private(set) var languageOption: String?
  /// The sentences about progress already said in this run, so each is said once.
  let notes = Notes()

  init(
    root: URL, launcher: any CheckLauncher, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void, rewriteLine: (@Sendable (String) -> Void)? = nil,
    readAnswer: @escaping () -> String?, translator: CoachTranslator = CoachTranslator(.english)
  ) {
    self.root = root
    self.launcher = launcher
    self.output = write
    self.errorOutput = writeError
    self.rewriteOutput = rewriteLine
    self.readAnswer = readAnswer
    self.translator = translator
  }

  /// Writes one of the Coach's own lines on standard output, in its language.
  func write(_ line: String) { output(suggesting(translator.line(line))) }

  /// Writes a line that is not the Coach's own (the compiler's, the learner's code's) as it is.
  func echo(_ line: String) { output(line) }

  /// Writes one of the Coach's own lines on standard error, in its language.
  func writeError(_ line: String) { errorOutput(suggesting(translator.line(line))) }

  /// `text` with the language option after every `swift run Coach` it suggests, when the
  /// command line chose the language; text that names `--lang` itself (the usage) is left as it is.
  func suggesting(_ text: String) -> String {
    guard let languageOption, text.contains("swift run Coach"), !text.contains("--lang") else { return text }
    return text.replacingOccurrences(of: "swift run Coach", with: "swift run Coach " + languageOption)
  }

  /// Rewrites the current line of a terminal; `nil` when the output is not a terminal.
  var rewriteLine: (@Sendable (String) -> Void)? {
    guard let rewriteOutput else { return nil }
    let translator = translator
    return { rewriteOutput(translator.line($0)) }
  }

  /// Runs the Coach with the process's arguments, in the package around the current folder, then exits.
  ///
  /// Ctrl-C or SIGTERM stops a running check or build with everything it started, then
  /// the Coach, with the status a shell expects (130, 143). The Coach's own tests set
  /// `DELEGATIONLAB_PREBUILT_RUNNER` (a runner built already) and `DELEGATIONLAB_CHECK_LIMITS`
  /// (such as "processor=1,waiting=1,wall=5").
  package static func main() -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let locale = Language.fromLocale(ProcessInfo.processInfo.environment)
    // A misspelt --lang is reported by `run`, in the locale's language.
    let translator = CoachTranslator((try? CoachCommand.language(in: arguments).language) ?? locale)
    let error: (String) -> Void = { StandardStream.error.writeLine($0) }
    guard let root = packageRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
      error(translator.line(CoachText.notInPackage))
      exit(usageExitCode)
    }
    let stopped = translator.line(CoachText.stopped)
    Interruption.shared.install { signal in
      if signal == SIGINT { StandardStream.output.write("\n\(stopped)\n") }
      exit(128 + signal)
    }
    let environment = ProcessInfo.processInfo.environment
    var launcher = SwiftPMLauncher(
      root: root, runner: environment["DELEGATIONLAB_PREBUILT_RUNNER"].map { URL(fileURLWithPath: $0) })
    // What a runner that died at once leaves behind is handed to the Coach, which ends it.
    launcher.endsAdoptedChildren = ProcessTree.adoptOrphans()
    if let limits = environment["DELEGATIONLAB_CHECK_LIMITS"].flatMap(CheckLimits.init) { launcher.limits = limits }
    let rewrite: @Sendable (String) -> Void = { StandardStream.output.write("\r\u{1B}[K" + $0) }
    let coach = Coach(
      root: root, launcher: launcher,
      // Unbuffered, so that each line shows at once, also through a pipe (--watch is read live).
      write: { StandardStream.output.writeLine($0) }, writeError: error,
      rewriteLine: isatty(STDOUT_FILENO) == 1 ? rewrite : nil,
      readAnswer: { readLine() }, translator: CoachTranslator(locale))
    let status = coach.run(arguments)
    let signal = Interruption.shared.received
    exit(signal != 0 && status != 0 ? 128 + signal : status)
  }

  /// The nearest folder at or above `folder` that holds Package.swift and Sources/YourWork/Exercises.
  static func packageRoot(from folder: URL) -> URL? {
    var candidate = folder.standardizedFileURL
    while true {
      let manifest = candidate.appendingPathComponent("Package.swift").path
      let exercises = candidate.appendingPathComponent("Sources/YourWork/Exercises").path
      if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: exercises) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path else { return nil }
      candidate = parent
    }
  }

  /// Runs one command line and returns the exit status: 0 done or passed, 1 not passed, 64 misuse.
  ///
  /// `--lang en|ko|ja` anywhere on the line sets the language; without it, the Coach speaks the
  /// language it was made with (in `main`, the locale's).
  func run(_ arguments: [String]) -> Int32 {
    let command: CoachCommand
    var coach = self
    do {
      let (language, rest) = try CoachCommand.language(in: arguments)
      if let language {
        coach.translator = CoachTranslator(language, recorder: translator.recorder)
        coach.languageOption = "--lang " + language.rawValue
      }
      command = try CoachCommand.parse(rest)
    } catch {
      coach.writeError("Coach: \(error)")
      return Self.usageExitCode
    }
    return coach.perform(command)
  }

  private func perform(_ command: CoachCommand) -> Int32 {
    if command != .help, command != .verifyStartersFail, let refusal = store.refusal() {
      writeError(refusal)
      return 1
    }
    switch command {
    case .help:
      write(CoachText.usage)
      return 0
    case .list:
      return list()
    case .check(let number):
      return check(number) ? 0 : 1
    case .hint(let number):
      return hint(number ?? nextExercise()?.number ?? ExerciseCatalog.all[0].number)
    case .watch(let number):
      return watch(number)
    case .reset(let number, let confirmed):
      return reset(number, confirmed: confirmed)
    case .report(let json):
      return writeReport(json: json)
    case .verifyStartersFail:
      return verifyStartersFail()
    }
  }

  // MARK: Progress

  var store: ProgressStore { ProgressStore(root: root) }

  func loadProgress() -> CoachProgress {
    let (progress, notes) = store.load()
    for note in notes { say(note) }
    return progress
  }

  func saveProgress(_ progress: CoachProgress) {
    if let note = store.save(progress) { say(note) }
  }

  /// Writes `note` on standard error, unless it was said already in this run.
  private func say(_ note: String) {
    if notes.first(note) { writeError(note) }
  }

  /// The first exercise that has never passed, in order.
  func nextExercise(_ progress: CoachProgress? = nil) -> Exercise? {
    let progress = progress ?? loadProgress()
    return ExerciseCatalog.all.first { !progress[$0.number].passed }
  }
}

/// Sentences said once in a run.
final class Notes {
  private var said: Set<String> = []

  /// Returns `true` the first time it is given `note`.
  func first(_ note: String) -> Bool {
    said.insert(note).inserted
  }
}
