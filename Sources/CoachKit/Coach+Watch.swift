// `--watch`: check, then look at the modification dates of Sources/Exercises a few times a
// second and check again after each save. Ctrl-C stops the running check and the watch.
import ExerciseChecks
import Foundation

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
}

extension Coach {
  /// Checks `number` (or the next exercise to do) now and after every save, until Ctrl-C.
  func watch(_ number: Int?) -> Int32 {
    guard var target = number ?? nextExercise()?.number else {
      write(doneMessage(loadProgress()))
      return 0
    }
    signal(SIGINT, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    interrupt.setEventHandler { ChildProcess.interrupted.store(true, ordering: .relaxed) }
    interrupt.resume()
    defer {
      interrupt.cancel()
      signal(SIGINT, SIG_DFL)
    }
    let folder = root.appendingPathComponent("Sources/Exercises")
    write("Watching Sources/Exercises: each save checks exercise \(target) again. Ctrl-C stops.")
    var snapshot = WorkspaceSnapshot(of: folder)
    var passed = check(target)
    while true {
      if number == nil, passed {
        guard let next = nextExercise() else { break }
        target = next.number
        write("")
        write("Now watching exercise \(target) · \(next.title):")
        describe(next)
      }
      while !ChildProcess.interrupted.load(ordering: .relaxed) {
        usleep(250_000)
        let now = WorkspaceSnapshot(of: folder)
        if now != snapshot {
          snapshot = now
          break
        }
      }
      if ChildProcess.interrupted.load(ordering: .relaxed) { break }
      write("")
      passed = check(target)
    }
    write("")
    write(ChildProcess.interrupted.load(ordering: .relaxed) ? "Stopped watching." : doneMessage(loadProgress()))
    return 0
  }
}
