// Waiting for a child within its limits. A thread waits for the child's exit; meanwhile the
// Coach looks at the child ten times a second: whether the check took a step (or the
// runtime wrote its report of a crash) since the last look, and whether every process of
// the check is waiting. CheckWatch turns those looks into the limit that ran out, if any; the
// runner's processor-time limit is the system's own, and shows as SIGXCPU.
import ExerciseChecks
import Foundation
import LeakCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flag the threads that read a child's pipes raise, and the Coach lowers as it looks.
///
/// A step on the report raises it; so does anything on standard error once the runtime has
/// begun to report a crash there, since writing a backtrace can take a while on a busy machine.
final class ProgressMark: Sendable {
  private let raised = Locked(false)
  private let crashing = Locked(false)

  /// Notes that the child took a step.
  @Sendable func mark() {
    raised.withLock { $0 = true }
  }

  /// Reads a line of standard error for the runtime's report of a crash.
  @Sendable func readError(_ line: String) {
    if line.contains("Program crashed: ") || line.contains("Fatal error: ") { crashing.withLock { $0 = true } }
  }

  /// Notes that the child wrote on standard error, which is a step once it is reporting a crash.
  @Sendable func markIfCrashing() {
    if crashing.withLock({ $0 }) { mark() }
  }

  /// Whether the child wrote anything since the last call.
  func take() -> Bool {
    raised.withLock { value in
      defer { value = false }
      return value
    }
  }
}

extension ChildProcess {
  /// The status `waitpid` gave, set by the thread that waits.
  private final class ExitStatus: Sendable {
    private let status = Locked<Int32>(0)
    var value: Int32 {
      get { status.withLock { $0 } }
      set { status.withLock { $0 = newValue } }
    }
  }

  /// How often the Coach looks at a running child, in seconds.
  static let lookInterval = 0.1

  /// Waits for the child to end, stopping it with all it started when a limit runs out; Ctrl-C stops it sooner.
  static func wait(for pid: pid_t, limits: CheckLimits, progress: ProgressMark) -> ChildResult.Ending {
    let exited = DispatchSemaphore(value: 0)
    let status = ExitStatus()
    let waiter = Thread {
      var value: Int32 = 0
      while waitpid(pid, &value, 0) < 0, errno == EINTR {}
      status.value = value
      exited.signal()
    }
    waiter.start()
    var watch = CheckWatch(limits: limits)
    var last = ContinuousClock.now
    var stopped: CheckLimit?
    while exited.wait(timeout: .now() + lookInterval) == .timedOut {
      let now = ContinuousClock.now
      let seconds = (now - last) / .seconds(1)
      last = now
      let progressed = progress.take()
      let waiting = limits.waitingSeconds != nil && !progressed && ProcessTree.isWaiting(pid)
      if let limit = watch.advance(by: seconds, progressed: progressed, waiting: waiting) {
        stopped = limit
        ProcessTree.end(pid, includingRoot: true)
        exited.wait()
        break
      }
    }
    if Interruption.shared.received != 0 { return .interrupted }
    if let stopped { return .stopped(stopped) }
    let value = status.value
    let signal = value & 0x7f
    if signal == SIGXCPU, let seconds = limits.processorSeconds { return .stopped(.processorTime(seconds: seconds)) }
    return signal == 0 ? .exited((value >> 8) & 0xff) : .signaled(signal)
  }
}
