// Files the Coach writes (progress, a starter put back) are written whole or not at all:
// into a temporary file next to the destination, then renamed over it. Foundation's own
// atomic write names its temporary file `.dat.nosync…`, which `kill -9` at the wrong moment
// leaves in the package root for `git status` to show. Ours is named after the Coach's
// process (`….coach-tmp-PID`), which .gitignore lists, and the next Coach removes any whose
// process is gone. No write follows a link: the temporary file is created new (O_EXCL,
// O_NOFOLLOW) and the rename replaces a link itself, never what it points to. No read opens
// anything but a regular file: a FIFO or a device is refused before a byte is read, and
// O_NONBLOCK keeps a FIFO from holding up the open itself.
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

/// What is at a path, seen without following a symbolic link.
enum FileKind: Equatable {
  case missing
  case regular
  case folder
  case symbolicLink
  case fifo
  case device
  case socket
  /// A path that cannot be looked at (a folder above it is not searchable, say).
  case unknown

  /// The kind of `url` itself: a link is a link, whatever it points to.
  init(of url: URL) {
    var status = stat()
    guard lstat(url.path, &status) == 0 else {
      self = errno == ENOENT || errno == ENOTDIR ? .missing : .unknown
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR, S_IFBLK: self = .device
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }
}

/// Reading and writing files whole, and cleaning up after a Coach that was killed while writing.
enum SafeFile {
  /// The suffix of the Coach's temporary files, followed by the process id.
  static let temporaryMarker = ".coach-tmp-"

  /// Reads a regular file whole, never more than `limit` bytes.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - followingLinks: Whether a symbolic link at `url` is followed to the file it names.
  ///   - limit: The most bytes a file may have; a longer one is refused.
  /// - Returns: The file's bytes.
  /// - Throws: `FileProblem` when `url` cannot be opened, is not a regular file (a link when
  ///   links are not followed, a FIFO, a device, a folder), or is longer than `limit`.
  static func read(_ url: URL, followingLinks: Bool = false, limit: Int = 1 << 20) throws(FileProblem) -> Data {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(url.path, flags)
    guard descriptor >= 0 else { throw .current }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .current }
    guard status.st_mode & S_IFMT == S_IFREG else { throw FileProblem(description: "not a regular file") }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count <= limit {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .current }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
    throw FileProblem(description: "longer than \(limit) bytes")
  }

  /// Writes `data` to `url` whole: a reader sees the old file or the new one, never half of one.
  ///
  /// A symbolic link at `url` is replaced by the file; what it pointed to is not touched.
  ///
  /// - Throws: `FileProblem` when the folder cannot be written or `url` is a folder.
  static func write(_ data: Data, to url: URL) throws(FileProblem) {
    let name = url.lastPathComponent
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      (name.hasPrefix(".") ? "" : ".") + name + temporaryMarker + "\(getpid())")
    unlink(temporary.path)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
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
    guard rename(temporary.path, url.path) == 0 else {
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

/// `read(2)`, under a name that `SafeFile.read` does not hide.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
