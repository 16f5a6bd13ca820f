// A check talks to the learner, never to a debugger: every problem it records is a
// sentence about what the learner's screens did, and every step it starts says what it is
// about to try, so that a check that hangs or traps can still say where. A step that may
// read an `unowned` reference to an object that is gone also says, in the lesson's words,
// what such a trap means; the Coach uses that sentence when the runtime reports one.

/// What a check is doing and what it found wrong, written as it goes.
@MainActor
package final class CheckContext {
  /// The problems found so far, each a few lines in the learner's terms; empty means it passed.
  package private(set) var problems: [[String]] = []
  private let write: (String) -> Void

  /// Creates a context that passes every line it records to `write` at once.
  ///
  /// - Parameter write: Receives `step: …`, `unowned: …` and `fail: …` lines, in order; the
  ///   Coach's runner writes them to the Coach at once, so they survive a crash or a hang.
  package init(write: @escaping (String) -> Void = { _ in }) {
    self.write = write
  }

  /// `true` when no problem was recorded.
  package var passed: Bool { problems.isEmpty }

  /// Says what the check does next, such as "tap +, type a member, tap Save".
  ///
  /// - Parameters:
  ///   - text: The step, as a user would do it.
  ///   - meaning: What it means when the learner's code traps reading an `unowned`
  ///     reference during this step; the first line becomes the verdict.
  package func step(_ text: String, ifUnownedTraps meaning: [String] = []) {
    write("step: \(text)")
    for line in meaning { write("unowned: \(line)") }
  }

  /// Records a problem: its first line is the verdict, the others explain.
  package func fail(_ lines: String...) {
    fail(lines)
  }

  /// Records a problem given as an array of lines: the first is the verdict.
  package func fail(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    problems.append(lines)
    for line in lines { write("fail: \(line)") }
  }
}
