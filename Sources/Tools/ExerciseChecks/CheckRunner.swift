// The child process that runs one check. The Coach builds it with the learner's code and
// starts it once per check, so a trap or a hang in that code ends this process, never the
// Coach. Before any of the learner's code runs, it takes the Coach's report channel (see
// ReportChannel), sets the processor time it may use, and becomes the process that every
// orphan under it is handed to (see ProcessTree). Everything the check finds is then written
// to the Coach line by line as it goes. A second pipe is the Coach's lifeline: the Coach
// holds its other end, so when the Coach is gone, however it went (even `kill -9`), the read
// ends and this process ends too, with all it started, instead of looping on with nobody
// waiting for it. Whenever it exits, what the learner's code started ends first.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point of `ExerciseRunner`: `ExerciseRunner N [--solution]`.
package enum CheckRunner {
  /// Runs the check the arguments name on `workspace` (or, with `--solution`, on `solutions`).
  ///
  /// Started by the Coach, it writes its report to the channel the handshake names; run by
  /// hand, it prints the same lines. The status is 0 when the check passes, 1 when it does
  /// not, and 64 for bad arguments.
  @MainActor
  package static func main(workspace: ExerciseSubjects, solutions: ExerciseSubjects) async -> Never {
    let channel = openChannel()
    ProcessTree.adoptOrphans()
    atexit { ProcessTree.end(getpid(), includingRoot: false) }
    var useSolution = false
    var number: Int?
    for argument in CommandLine.arguments.dropFirst() {
      switch argument {
      case "--solution": useSolution = true
      case let text where Int(text) != nil: number = Int(text)
      default: usage("unknown argument '\(argument)'")
      }
    }
    guard let number else { usage("which exercise?") }
    let write: (String) -> Void = channel.map { writer in { writer.write($0) } } ?? { print($0) }
    runFixtureIfAsked(write: write)
    let subjects = useSolution ? solutions : workspace
    guard let context = await subjects.check(number, write: write) else { usage("there is no exercise \(number)") }
    finish(passed: context.passed, write: write)
  }

  /// Writes the check's last line and exits: 0 when it passed, 1 when not.
  static func finish(passed: Bool, write: (String) -> Void) -> Never {
    write(passed ? "pass" : "end")
    exit(passed ? 0 : 1)
  }

  private static func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("ExerciseRunner: \(problem)\nusage: ExerciseRunner N [--solution]\n".utf8))
    exit(64)
  }

  // MARK: The Coach's channel

  /// Reads the handshake the environment names, once, and forgets it; `nil` when run by hand.
  private static func openChannel() -> ReportChannel.Writer? {
    guard let variable = getenv(ReportChannel.handshakeVariable) else { return nil }
    let named = Int32(String(cString: variable))
    unsetenv(ReportChannel.handshakeVariable)
    guard let named else { usage("the Coach's handshake is not a descriptor") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while bytes.count < 4096 {
      let count = buffer.withUnsafeMutableBytes { read(named, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    close(named)
    guard let handshake = ReportChannel.Handshake(String(decoding: bytes, as: UTF8.self)) else {
      usage("the Coach's handshake could not be read")
    }
    endWhenTheCoachIsGone(lifeline: hidden(handshake.lifeline))
    if handshake.processorSeconds > 0 { limitProcessorTime(to: handshake.processorSeconds) }
    return ReportChannel.Writer(descriptor: hidden(handshake.report), secret: handshake.secret)
  }

  /// Moves `descriptor` to a number chosen at random, closed to every program this process starts.
  private static func hidden(_ descriptor: Int32) -> Int32 {
    var files = rlimit()
    _ = getrlimit(resource(RLIMIT_NOFILE), &files)
    let ceiling = Int32(clamping: min(files.rlim_cur, 1024))
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, Int32.random(in: 64...max(64, ceiling - 32)))
    guard moved >= 0 else { return descriptor }
    close(descriptor)
    return moved
  }

  /// Lets this process use `seconds` of processor time: then the system ends it with SIGXCPU.
  private static func limitProcessorTime(to seconds: Int) {
    var processor = rlimit(rlim_cur: rlim_t(seconds), rlim_max: rlim_t(seconds + 1))
    _ = setrlimit(resource(RLIMIT_CPU), &processor)
    // SIGXCPU would leave a core file in the package on a machine that keeps them.
    var core = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(resource(RLIMIT_CORE), &core)
  }

  #if os(Linux)
    private static func resource(_ limit: __rlimit_resource) -> __rlimit_resource_t {
      __rlimit_resource_t(limit.rawValue)
    }
  #else
    private static func resource(_ limit: Int32) -> Int32 { limit }
  #endif

  /// Reads `lifeline` on a thread of its own; when it ends, the Coach is gone, and so is this process.
  ///
  /// Nothing is ever written to the lifeline: a read returns only when the last writer,
  /// the Coach, has closed it or died. The learner's code cannot block this thread.
  private static func endWhenTheCoachIsGone(lifeline: Int32) {
    let thread = Thread {
      var byte: UInt8 = 0
      while read(lifeline, &byte, 1) < 0, errno == EINTR {}
      // Everything the learner's code started, then this runner.
      ProcessTree.end(getpid(), includingRoot: false)
      _exit(1)
    }
    thread.start()
  }
}
