// Learner code runs in a child process with a time limit, so that a trap or an endless
// loop ends that process and never the Coach. Output goes to files, not pipes: a chatty
// child can never block on a full pipe while the Coach waits for it.
import Foundation
import Synchronization

/// How a child process ended, and what it wrote.
struct ChildResult: Sendable {
  /// How the process ended.
  enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it, such as SIGILL for a Swift runtime trap.
    case signaled(Int32)
    /// It ran longer than the time limit and was stopped.
    case timedOut
    /// The user pressed Ctrl-C.
    case interrupted
  }

  let ending: Ending
  let output: String
  let errors: String
}

/// Runs programs with a time limit.
enum ChildProcess {
  /// Set by Ctrl-C in `--watch`: the running child is stopped and the Coach stops cleanly.
  static let interrupted = Atomic<Bool>(false)

  /// Runs `executable` and waits for it, at most `timeout` seconds.
  ///
  /// - Throws: When the program cannot be started at all.
  static func run(
    _ executable: URL, arguments: [String], environment: [String: String] = [:], in directory: URL,
    timeout: Double
  ) throws -> ChildResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let ending = wait(for: process, timeout: timeout)
    try? out.close()
    try? err.close()
    return ChildResult(ending: ending, output: text(of: outURL), errors: text(of: errURL))
  }

  /// The text of a file, "" when it is empty or missing.
  ///
  /// An empty file is never handed to `String(contentsOf:)`: on this toolchain that leaks
  /// the 4 KB buffer it reads into (LeakSanitizer reports it), and most outputs are empty.
  static func text(of url: URL) -> String {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.readToEnd()) ?? nil
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  private static func wait(for process: Process, timeout: Double) -> ChildResult.Ending {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if interrupted.load(ordering: .relaxed) {
        stop(process)
        return .interrupted
      }
      if Date() > deadline {
        stop(process)
        return .timedOut
      }
      usleep(20_000)
    }
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
  }

  /// Asks politely (SIGTERM), then insists (SIGKILL) if the process is still there.
  private static func stop(_ process: Process) {
    process.terminate()
    for _ in 0..<50 where process.isRunning { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
