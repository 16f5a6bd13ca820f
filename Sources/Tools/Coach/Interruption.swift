// Ctrl-C (SIGINT) and SIGTERM never leave a child behind. The Coach catches both: when a
// child is running, its whole process group is stopped and the Coach stops after it, saying
// so; when none is, the Coach stops at once, or, in --watch, ends its watch. SIGKILL cannot
// be caught, which is why a runner also watches its lifeline (see CheckRunner).
import Foundation
import LeakCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Coach's answer to SIGINT and SIGTERM, shared by every child it runs.
final class Interruption: @unchecked Sendable {
  /// The one instance: signals are process-wide.
  static let shared = Interruption()

  private struct State {
    var caught: Int32 = 0
    var child: pid_t = 0
    var sources: [any DispatchSourceSignal] = []
    var idle: (@Sendable (Int32) -> Void)?
  }

  private let state = Locked(State())

  /// The signal that arrived, or 0 while none has.
  var received: Int32 { state.withLock { $0.caught } }

  /// Catches SIGINT and SIGTERM from now on.
  ///
  /// - Parameter whenIdle: What to do when a signal arrives and no child is running.
  func install(whenIdle: @escaping @Sendable (Int32) -> Void) {
    state.withLock { $0.idle = whenIdle }
    for number in [SIGINT, SIGTERM] {
      _ = signal(number, SIG_IGN)  // only the dispatch source sees it now
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in self?.arrived(number) }
      source.resume()
      state.withLock { $0.sources.append(source) }
    }
  }

  /// Replaces what happens when a signal arrives with no child running; `--watch` ends its watch instead.
  func whenIdle(_ action: @escaping @Sendable (Int32) -> Void) {
    state.withLock { $0.idle = action }
  }

  /// Notes the child now running; a signal stops its whole group.
  func started(_ pid: pid_t) {
    let early = state.withLock { state in
      state.child = pid
      return state.caught
    }
    if early != 0 { killpg(pid, SIGTERM) }
  }

  /// Notes that no child is running any more.
  func finished() {
    state.withLock { $0.child = 0 }
  }

  private func arrived(_ number: Int32) {
    let (pid, idle) = state.withLock { state in
      if state.caught == 0 { state.caught = number }
      return (state.child, state.idle)
    }
    guard pid != 0 else {
      idle?(number)
      return
    }
    killpg(pid, SIGTERM)
    // A child that does not stop when asked is stopped anyway, a second later.
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in
      guard let self, self.state.withLock({ $0.child == pid }) else { return }
      killpg(pid, SIGKILL)
    }
  }
}
