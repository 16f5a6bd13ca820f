// Learner code runs in a child process with a time limit, so that a trap or an endless
// loop ends that process and never the Coach. The child runs in a process group of its
// own: Ctrl-C in the terminal reaches the Coach alone, and the Coach then ends the whole
// group, so nothing the child started outlives it. Its output comes back on pipes that
// threads drain as it arrives (a chatty child never blocks), so there is no temporary file
// to leave behind. A runner is also given a lifeline, a pipe it only reads: when the Coach
// dies, even by `kill -9`, the pipe closes and the runner ends itself (see CheckRunner).
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    /// The Coach was interrupted (Ctrl-C or SIGTERM) and stopped it.
    case interrupted
  }

  let ending: Ending
  /// What it wrote to its standard output.
  let output: String
  /// What it wrote to its standard error.
  let errors: String
  /// What it wrote to its report pipe (descriptor 3), when it had one.
  let report: String
}

/// A program that could not be started.
struct ChildProcessError: Error, CustomStringConvertible {
  let description: String
}

/// Runs programs with a time limit, each in a process group of its own.
enum ChildProcess {
  /// The descriptor on which a runner writes its report.
  static let reportDescriptor: Int32 = 3
  /// The descriptor a runner reads to notice that the Coach is gone.
  static let lifelineDescriptor: Int32 = 4

  /// Runs `executable` and waits for it, at most `timeout` seconds.
  ///
  /// - Parameters:
  ///   - executable: The program's full path.
  ///   - arguments: Its arguments.
  ///   - environment: Added to the Coach's own environment.
  ///   - timeout: The time limit, in seconds; the whole process group is stopped after it.
  ///   - withReport: Gives the child a report pipe and a lifeline, on descriptors 3 and 4.
  ///   - onOutputLine: Called on another thread with each line of standard output, as it comes.
  /// - Returns: How the child ended, and everything it wrote.
  /// - Throws: `ChildProcessError` when the program cannot be started at all.
  static func run(
    _ executable: String, arguments: [String], environment: [String: String] = [:], timeout: Double,
    withReport: Bool = false, onOutputLine: (@Sendable (String) -> Void)? = nil
  ) throws(ChildProcessError) -> ChildResult {
    let output = try makePipe()
    let errors = try makePipe()
    let report = withReport ? try makePipe() : nil
    let lifeline = withReport ? try makePipe() : nil
    let pid: pid_t
    do {
      pid = try spawn(
        executable, arguments: arguments, environment: environment,
        descriptors: [
          (output.write, 1), (errors.write, 2), (report?.write, reportDescriptor), (lifeline?.read, lifelineDescriptor),
        ])
    } catch {
      for end in [output, errors, report, lifeline].compactMap({ $0 }) {
        close(end.read)
        close(end.write)
      }
      throw error
    }
    // The child has its own copies now; the Coach keeps only the ends it reads, and the lifeline's writer.
    for end in [output.write, errors.write, report?.write, lifeline?.read].compactMap({ $0 }) { close(end) }
    Interruption.shared.started(pid)
    defer { Interruption.shared.finished() }

    let drained = DispatchGroup()
    let outputText = drain(output.read, drained, onLine: onOutputLine)
    let errorText = drain(errors.read, drained)
    let reportText = report.map { drain($0.read, drained) }
    let ending = wait(for: pid, timeout: timeout)
    // Anything the child started in its group goes with it, so the pipes reach their end.
    killpg(pid, SIGKILL)
    if let lifeline { close(lifeline.write) }
    _ = drained.wait(timeout: .now() + 5)
    return ChildResult(
      ending: ending, output: outputText.text, errors: errorText.text, report: reportText?.text ?? "")
  }

  // MARK: Starting

  private struct PipeEnds {
    let read: Int32
    let write: Int32
  }

  /// A pipe whose ends close when a program is started, unless given to it on purpose.
  private static func makePipe() throws(ChildProcessError) -> PipeEnds {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw ChildProcessError(description: "no pipe: \(String(cString: strerror(errno)))") }
    return PipeEnds(read: aboveChildDescriptors(ends[0]), write: aboveChildDescriptors(ends[1]))
  }

  /// Moves `descriptor` above the ones a child is given (0 to 4) and marks it close-on-exec.
  ///
  /// `dup2` onto the same number would keep the close-on-exec mark, and the child would lose it.
  private static func aboveChildDescriptors(_ descriptor: Int32) -> Int32 {
    let moved = fcntl(descriptor, F_DUPFD, 10)
    close(descriptor)
    _ = fcntl(moved, F_SETFD, FD_CLOEXEC)
    return moved
  }

  /// Starts the program in a new process group, with `descriptors` as its numbered descriptors.
  private static func spawn(
    _ executable: String, arguments: [String], environment: [String: String], descriptors: [(Int32?, Int32)]
  ) throws(ChildProcessError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for case (let source?, let target) in descriptors {
      posix_spawn_file_actions_adddup2(&actions, source, target)
    }
    // Its own group, and the default action for the signals the Coach itself catches or ignores.
    var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    // Nothing else the Coach holds goes to the child: not even what the Coach was given by
    // whoever started it (Foundation's Process, say, watches its child through a socket the
    // child inherits; a runner holding it would keep the Coach from looking finished).
    #if canImport(Darwin)
      flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #else
      markEveryDescriptorCloseOnExec()
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)

    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw ChildProcessError(description: "\(executable): \(String(cString: strerror(status)))")
    }
    return pid
  }

  #if !canImport(Darwin)
    /// Marks every open descriptor above standard error close-on-exec (Linux has no spawn flag for it).
    private static func markEveryDescriptorCloseOnExec() {
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for case let descriptor? in open.map({ Int32($0) }) where descriptor > 2 {
        let current = fcntl(descriptor, F_GETFD)
        if current >= 0 { _ = fcntl(descriptor, F_SETFD, current | FD_CLOEXEC) }
      }
    }
  #endif

  // MARK: Waiting

  /// Text read from a descriptor by a thread of its own, until the end.
  private final class Drained: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var pending = Data()
    private let onLine: (@Sendable (String) -> Void)?

    init(onLine: (@Sendable (String) -> Void)?) { self.onLine = onLine }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    func append(_ bytes: UnsafeRawBufferPointer) {
      let lines: [String] = lock.withLock {
        data.append(contentsOf: bytes)
        guard onLine != nil else { return [] }
        pending.append(contentsOf: bytes)
        var lines: [String] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
          lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
          pending.removeSubrange(pending.startIndex...newline)
        }
        return lines
      }
      for line in lines { onLine?(line) }
    }
  }

  private static func drain(
    _ descriptor: Int32, _ group: DispatchGroup, onLine: (@Sendable (String) -> Void)? = nil
  ) -> Drained {
    let drained = Drained(onLine: onLine)
    group.enter()
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          buffer.withUnsafeBytes { drained.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        } else if count < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(descriptor)
      group.leave()
    }
    thread.start()
    return drained
  }

  /// The status `waitpid` gave, set by the thread that waits.
  private final class ExitStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Int32 = 0
    var value: Int32 {
      get { lock.withLock { status } }
      set { lock.withLock { status = newValue } }
    }
  }

  /// Waits for the child to end, stopping its group at the time limit; Ctrl-C stops it sooner.
  private static func wait(for pid: pid_t, timeout: Double) -> ChildResult.Ending {
    let exited = DispatchSemaphore(value: 0)
    let status = ExitStatus()
    let waiter = Thread {
      var value: Int32 = 0
      while waitpid(pid, &value, 0) < 0, errno == EINTR {}
      status.value = value
      exited.signal()
    }
    waiter.start()
    var timedOut = false
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      stop(pid, exited)
    }
    if Interruption.shared.received != 0 { return .interrupted }
    if timedOut { return .timedOut }
    let value = status.value
    let signal = value & 0x7f
    return signal == 0 ? .exited((value >> 8) & 0xff) : .signaled(signal)
  }

  /// Asks the group politely (SIGTERM), then insists (SIGKILL) if the child is still there.
  private static func stop(_ pid: pid_t, _ exited: DispatchSemaphore) {
    killpg(pid, SIGTERM)
    if exited.wait(timeout: .now() + 1) == .timedOut {
      killpg(pid, SIGKILL)
      exited.wait()
    }
  }
}
