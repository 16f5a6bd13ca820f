// Two Coaches in one package, or a Coach and a `swift build`, must not write the same build
// products at once: each takes an exclusive lock on a file (flock, as SwiftPM does on
// .build/.lock) and waits for the other.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a file, held until `unlock()`.
final class BuildLock {
  private var descriptor: Int32

  /// Waits for the lock on `url`, creating the file if needed; `nil` when it cannot be
  /// opened, or is not a regular file (a link, a FIFO: neither is followed or waited on).
  init?(_ url: URL) {
    descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      descriptor = -1
      return nil
    }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
  }

  /// The lock two Coaches in the package at `root` take around a build and its check, so that
  /// neither links the runner while the other runs it; `nil` before anything was built.
  static func forChecks(in root: URL) -> BuildLock? {
    let build = root.appendingPathComponent(".build")
    guard FileManager.default.fileExists(atPath: build.path) else { return nil }
    return BuildLock(build.appendingPathComponent("coach.lock"))
  }

  /// Gives the lock back.
  func unlock() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  deinit { unlock() }
}
