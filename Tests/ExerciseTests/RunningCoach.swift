// The Coach built next to this test bundle, started as a program, as a learner starts it:
// for what only a process shows (signals, exit statuses, another user's rights, output
// read while it runs). Reads happen on threads of their own and are awaited, so a test
// waits for what the Coach says, never for time to pass.
import Foundation
import LeakCheck
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Coach binary next to the test bundle.
let builtCoach = builtRunner.deletingLastPathComponent().appendingPathComponent("Coach")

/// Text that a thread reads to its end, and that tests await piece by piece.
///
/// A wait ends when what it waits for is there, when the text ends, or when the test is
/// cancelled (its time limit ran out), so that a broken claim fails instead of hanging.
final class AwaitedText: @unchecked Sendable {
  private struct State {
    var received = ""
    var ended = false
    var waiters: [UUID: (until: (String) -> Bool, continuation: CheckedContinuation<Void, Never>)] = [:]
  }

  private let state = Locked(State())

  /// Everything read so far.
  var text: String { state.withLock { $0.received } }

  /// `true` once the text has ended.
  var isEnded: Bool { state.withLock { $0.ended } }

  /// Adds what was read, or notes the end when `chunk` is `nil`.
  func append(_ chunk: String?) {
    let ready: [CheckedContinuation<Void, Never>] = state.withLock { state in
      if let chunk { state.received += chunk } else { state.ended = true }
      let done = state.waiters.filter { state.ended || $0.value.until(state.received) }
      for key in done.keys { state.waiters[key] = nil }
      return done.values.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
  }

  /// Returns once `until` holds for the text, the text has ended, or the task is cancelled.
  func wait(until: @escaping (String) -> Bool) async {
    let key = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let now = state.withLock { state in
          if state.ended || until(state.received) || Task.isCancelled { return true }
          state.waiters[key] = (until, continuation)
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: key) }?.continuation.resume()
    }
  }
}

/// A Coach process started in a scratch package, its standard output read as it comes.
final class RunningCoach: @unchecked Sendable {
  let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private let stdout = AwaitedText()

  /// Starts the Coach in `root` with `arguments`.
  ///
  /// - Parameters:
  ///   - root: The package to run it in.
  ///   - arguments: Its command line.
  ///   - environment: Added to the test's own environment.
  ///   - user: Another user to run it as (through `setpriv`, on Linux), for a test run as root.
  /// - Throws: When the Coach cannot be started.
  init(in root: URL, _ arguments: [String], environment: [String: String] = [:], user: Int? = nil) throws {
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", builtCoach.path] + arguments
    } else {
      process.executableURL = builtCoach
      process.arguments = arguments
    }
    process.currentDirectoryURL = root
    // English unless the test asks otherwise, whatever the locale of the machine running the tests.
    let english = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"]
    process.environment = ProcessInfo.processInfo.environment.merging(english) { $1 }.merging(environment) { $1 }
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let handle = output.fileHandleForReading
    let stdout = self.stdout
    Thread {
      while true {
        let chunk = handle.availableData
        stdout.append(chunk.isEmpty ? nil : String(decoding: chunk, as: UTF8.self))
        if chunk.isEmpty { break }
      }
    }.start()
  }

  /// What the Coach has written to its standard output so far.
  var text: String { stdout.text }

  /// Waits until the output contains `marker`; `false` if the output ended without it.
  func read(until marker: String) async -> Bool {
    await stdout.wait { $0.contains(marker) }
    return text.contains(marker)
  }

  /// Waits for the Coach to end, and returns how, with its standard output and error in full.
  func finish() async -> (reason: Process.TerminationReason, status: Int32, output: String, errors: String) {
    await stdout.wait { _ in false }
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus, text, errorText)
  }

  /// Sends `signal` to the Coach.
  func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }
}

/// A named pipe in a folder of its own, which a child process writes to and a test reads.
final class NamedPipe: @unchecked Sendable {
  let folder: URL
  private let contents = AwaitedText()

  /// The pipe's path, for the child to open.
  var path: String { folder.appendingPathComponent("pipe").path }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("pipe").path
    guard mkfifo(path, 0o666) == 0 else { throw CocoaError(.fileWriteUnknown) }
    chmod(folder.path, 0o777)
    let contents = self.contents
    Thread {
      // Opening waits for the child to open its end; reading ends when every writer has closed it.
      let descriptor = open(path, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 256)
      while descriptor >= 0 {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        contents.append(count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil)
        if count <= 0 { break }
      }
      if descriptor >= 0 { close(descriptor) } else { contents.append(nil) }
    }.start()
  }

  /// The first line written, once it is there.
  func firstLine() async -> String {
    await contents.wait { $0.contains("\n") }
    return String(contents.text.prefix { $0 != "\n" })
  }

  /// Returns once every process that opened the pipe for writing has closed it, or ended.
  func untilClosed() async {
    await contents.wait { _ in false }
  }

  /// `true` once every writer has closed the pipe.
  var isClosed: Bool { contents.isEnded }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}
