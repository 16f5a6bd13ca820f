// Learner code runs in a child process with limits, so that a trap or an endless loop ends
// that process and never the Coach. The child leads a session of its own: Ctrl-C in the
// terminal reaches the Coach alone, and the Coach then ends the child with everything it
// started (see ProcessTree), so nothing outlives the check. Its output comes back on pipes
// that threads drain as it arrives, within a bound (see ChildOutput), so there is no
// temporary file to leave behind. A runner is also given a report channel and a lifeline
// (see ReportChannel): when the Coach dies, even by `kill -9`, the lifeline closes and the
// runner ends itself. How long a child may run is CheckLimits' to say.
import ExerciseChecks
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
    /// A limit ran out, and it was stopped.
    case stopped(CheckLimit)
    /// The Coach was interrupted (Ctrl-C or SIGTERM) and stopped it.
    case interrupted
  }

  let ending: Ending
  /// The end of what it wrote to its standard output.
  let output: String
  /// The end of what it wrote to its standard error.
  let errors: String
  /// What it wrote to its report channel, when it had one, as it came.
  let report: String
}

/// A program that could not be started.
struct ChildProcessError: Error, CustomStringConvertible {
  let description: String
}

/// Runs programs within limits, each in a session of its own.
enum ChildProcess {
  /// What a check's runner is given besides its standard streams.
  struct Runner {
    /// The secret every line of its report carries.
    let secret: String
  }

  /// How much of standard output is kept: its end, where the learner's last lines are.
  static let outputKept = 65_536
  /// How much of standard error is kept: its end, where a crash's message and backtrace are.
  static let errorsKept = 262_144

  /// Runs `executable` and waits for it, within `limits`.
  ///
  /// - Parameters:
  ///   - executable: The program's full path.
  ///   - arguments: Its arguments.
  ///   - environment: Added to the Coach's own environment.
  ///   - limits: How long it may spin, wait and run; it is stopped, with all it started, when one runs out.
  ///   - runner: Gives the child a report channel and a lifeline, named by a handshake (see ReportChannel).
  ///   - endsAdoptedChildren: Also ends every child of this process afterwards: what a subreaper
  ///     adopted from a runner that died at once. Only for a process that runs one child at a time.
  ///   - onOutputLine: Called on another thread with each line of standard output, as it comes.
  /// - Returns: How the child ended, and what it wrote.
  /// - Throws: `ChildProcessError` when the program cannot be started at all.
  static func run(
    _ executable: String, arguments: [String], environment: [String: String] = [:], limits: CheckLimits,
    runner: Runner? = nil, endsAdoptedChildren: Bool = false, onOutputLine: (@Sendable (String) -> Void)? = nil
  ) throws(ChildProcessError) -> ChildResult {
    var ends = [try makePipe(), try makePipe()]
    var given: [(Int32, Int32)] = [(ends[0].write, 1), (ends[1].write, 2)]
    var handshake: PipeEnds?
    var report: PipeEnds?
    var lifeline: PipeEnds?
    var environment = environment
    if runner != nil {
      let pipes = [try makePipe(), try makePipe(), try makePipe()]
      ends += pipes
      given += [(pipes[0].read, 3), (pipes[1].write, 4), (pipes[2].read, 5)]
      (handshake, report, lifeline) = (pipes[0], pipes[1], pipes[2])
      environment[ReportChannel.handshakeVariable] = "3"
    }
    let pid: pid_t
    do {
      pid = try spawn(executable, arguments: arguments, environment: environment, descriptors: given)
    } catch {
      for end in ends {
        close(end.read)
        close(end.write)
      }
      throw error
    }
    // The child has its own copies now; the Coach keeps only the ends it reads, and the lifeline's writer.
    for (end, _) in given { close(end) }
    if let runner, let handshake {
      let text = ReportChannel.Handshake(
        secret: runner.secret, report: 4, lifeline: 5, processorSeconds: limits.processorSeconds ?? 0
      ).text
      // Closed once written: the runner reads it whole, to its end, before any of the learner's code runs.
      writeAll(text, to: handshake.write)
      close(handshake.write)
    }
    Interruption.shared.started(pid)
    defer { Interruption.shared.finished() }

    let drained = DispatchGroup()
    let progress = ProgressMark()
    let output = ChildOutput.read(ends[0].read, drained, keeping: .last(outputKept), onLine: onOutputLine)
    let errors = ChildOutput.read(
      ends[1].read, drained, keeping: .last(errorsKept), onLine: progress.readError, onData: progress.markIfCrashing)
    let reportText = report.map {
      ChildOutput.read($0.read, drained, keeping: .first(ReportChannel.limit + 1), onData: progress.mark)
    }
    let ending = wait(for: pid, limits: limits, progress: progress)
    // Anything the child started goes with it, so the pipes reach their end.
    ProcessTree.end(pid, includingRoot: false)
    if endsAdoptedChildren { ProcessTree.endChildren() }
    if let lifeline { close(lifeline.write) }
    _ = drained.wait(timeout: .now() + 5)
    return ChildResult(ending: ending, output: output.text, errors: errors.text, report: reportText?.text ?? "")
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

  /// Moves `descriptor` above the ones a child is given (0 to 5) and marks it close-on-exec.
  ///
  /// `dup2` onto the same number would keep the close-on-exec mark, and the child would lose it.
  private static func aboveChildDescriptors(_ descriptor: Int32) -> Int32 {
    let moved = fcntl(descriptor, F_DUPFD, 10)
    close(descriptor)
    _ = fcntl(moved, F_SETFD, FD_CLOEXEC)
    return moved
  }

  private static func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }

  #if canImport(Darwin)
    private static let newSession = Int32(POSIX_SPAWN_SETSID)
  #else
    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift's Glibc module does not export.
    private static let newSession: Int32 = 0x80
  #endif

  /// Starts the program in a new session, with `descriptors` as its numbered descriptors.
  private static func spawn(
    _ executable: String, arguments: [String], environment: [String: String], descriptors: [(Int32, Int32)]
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
    for (source, target) in descriptors {
      posix_spawn_file_actions_adddup2(&actions, source, target)
    }
    // A session of its own (so also a process group, led by the child), and the default
    // action for the signals the Coach itself catches or ignores.
    var flags = newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
    // Nothing else the Coach holds goes to the child: not even what the Coach was given by
    // whoever started it (Foundation's Process, say, watches its child through a socket the
    // child inherits; a runner holding it would keep the Coach from looking finished).
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      markEveryDescriptorCloseOnExec()
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT, SIGXCPU] { sigaddset(&defaults, signal) }
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
}
