// Files the Coach writes (progress, a starter put back) are written whole or not at all:
// into a temporary file next to the destination, then renamed over it. Foundation's own
// atomic write names its temporary file `.dat.nosync…`, which `kill -9` at the wrong moment
// leaves in the package root for `git status` to show. Ours is named after the Coach's
// process (`….coach-tmp-PID`), which .gitignore lists, and the next Coach removes any whose
// process is gone. A symbolic link stays a link: the file it points to is the one replaced.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read or written, in the system's words ("Permission denied").
struct FileProblem: Error, CustomStringConvertible {
  let description: String

  /// The problem `errno` names now.
  static var current: FileProblem { FileProblem(description: String(cString: strerror(errno))) }
}

/// Writing files whole, and cleaning up after a Coach that was killed while writing.
enum SafeFile {
  /// The suffix of the Coach's temporary files, followed by the process id.
  static let temporaryMarker = ".coach-tmp-"

  /// Where a write to `url` really goes: the file a symbolic link points to, or `url` itself.
  static func destination(of url: URL) -> URL {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return url }
    let resolved =
      target.hasPrefix("/")
      ? URL(fileURLWithPath: target) : url.deletingLastPathComponent().appendingPathComponent(target)
    return destination(of: resolved.standardizedFileURL)
  }

  /// Writes `data` to `url` whole: a reader sees the old file or the new one, never half of one.
  ///
  /// - Throws: `FileProblem` when the folder cannot be written or `url` is a folder.
  static func write(_ data: Data, to url: URL) throws(FileProblem) {
    let target = destination(of: url)
    let name = target.lastPathComponent
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      (name.hasPrefix(".") ? "" : ".") + name + temporaryMarker + "\(getpid())")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .current }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let count = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    let problem = written ? nil : FileProblem.current
    close(descriptor)
    if let problem {
      unlink(temporary.path)
      throw problem
    }
    pauseIfAsked()
    guard rename(temporary.path, target.path) == 0 else {
      let problem = FileProblem.current
      unlink(temporary.path)
      throw problem
    }
  }

  /// For the Coach's own tests: with `DELEGATIONLAB_PAUSE_WRITES` naming a FIFO, writes this
  /// process's id there and waits for ever, between writing a temporary file and renaming it,
  /// so that a test can kill the Coach at the worst moment.
  private static func pauseIfAsked() {
    guard let pipe = ProcessInfo.processInfo.environment["DELEGATIONLAB_PAUSE_WRITES"] else { return }
    let descriptor = open(pipe, O_WRONLY)
    guard descriptor >= 0 else { return }
    let line = Array("\(getpid())\n".utf8)
    _ = line.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    while true { pause() }
  }

  /// Removes the temporary files in `folder` left by a Coach that is no longer running.
  static func removeLeftovers(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names {
      guard let marker = name.range(of: temporaryMarker, options: .backwards),
        let pid = Int32(name[marker.upperBound...]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder.appendingPathComponent(name).path)
    }
  }
}

/// `write(2)`, under a name that `SafeFile.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
