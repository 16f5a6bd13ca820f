// `--watch`: check, then look at Sources/YourWork/Exercises ten times a second, and after each
// save check the exercise whose file was saved. With every exercise passed it says so and
// keeps watching, since a learner who asks to watch expects to come back to one. Ctrl-C
// stops the running check and the watch.
import ExerciseChecks
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The modification date and size of every Swift file in a folder, to notice a save.
struct WorkspaceSnapshot: Equatable {
  let files: [String: [Double]]

  /// Looks at every `.swift` file under `folder`.
  init(of folder: URL) {
    var files: [String: [Double]] = [:]
    let manager = FileManager.default
    for case let name as String in manager.enumerator(atPath: folder.path) ?? FileManager.DirectoryEnumerator()
    where name.hasSuffix(".swift") {
      let attributes = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
      let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
      files[name] = [date, size]
    }
    self.files = files
  }

  /// The files added, removed or changed since `earlier`, sorted.
  func changed(since earlier: WorkspaceSnapshot) -> [String] {
    Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
  }

  /// The exercises whose files are among `names`, in order.
  static func exercises(in names: [String]) -> [Int] {
    ExerciseCatalog.all.filter { exercise in
      names.contains { "Sources/YourWork/Exercises/" + $0 == exercise.workspacePath }
    }.map(\.number)
  }
}

extension Coach {
  /// Checks `number` (or the next exercise to do) now, then each exercise whose file is saved, until Ctrl-C.
  func watch(_ number: Int?) -> Int32 {
    let wake = DispatchSemaphore(value: 0)
    Interruption.shared.whenIdle { _ in wake.signal() }
    let stopped = { Interruption.shared.received != 0 }
    let folder = root.appendingPathComponent("Sources/YourWork/Exercises")
    var snapshot = WorkspaceSnapshot(of: folder)
    var last = number ?? nextExercise()?.number
    if let last {
      write(CoachText.Watch.watching(last))
      check(last)
    } else {
      write(CoachText.Watch.allPass(ExerciseCatalog.all.count))
    }
    while !stopped() {
      _ = wake.wait(timeout: .now() + 0.1)
      let now = WorkspaceSnapshot(of: folder)
      let changed = now.changed(since: snapshot)
      guard !stopped(), !changed.isEmpty else { continue }
      snapshot = now
      // A file that is no exercise's (Subjects.swift, say) re-checks the last one checked.
      let numbers = WorkspaceSnapshot.exercises(in: changed)
      for target in numbers.isEmpty ? (last.map { [$0] } ?? []) : numbers where !stopped() {
        write("")
        check(target)
        last = target
      }
    }
    write("")
    write(CoachText.Watch.stopped)
    let signal = Interruption.shared.received
    return signal == SIGINT ? 0 : 128 + signal
  }
}
