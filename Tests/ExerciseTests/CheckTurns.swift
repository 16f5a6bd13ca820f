// The checks drive screens on the main actor and share NotificationCenter.default, as an
// app does; a check now awaits (for the work the learner's code scheduled), and two
// checks whose turns interleaved would hear each other's posts. The Coach runs one check
// per process; tests that run checks in this process take turns here.
import ExerciseChecks

/// One check at a time in the test process.
@MainActor
enum CheckTurns {
  private static var busy = false
  private static var waiting: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` once no other check runs, and lets the next one go after it.
  static func take<T>(_ body: () async -> T) async -> T {
    while busy {
      await withCheckedContinuation { waiting.append($0) }
    }
    busy = true
    defer {
      busy = false
      if !waiting.isEmpty { waiting.removeFirst().resume() }
    }
    return await body()
  }
}
