// What a child process writes on one pipe, read by a thread of its own as it comes, so that
// a chatty child never blocks. Only a bounded amount is kept: the start of a report, which
// a check keeps short, or the end of an output, where a crash's message and the learner's
// last lines are. The rest is read and dropped, so that code printing without end costs
// the Coach neither memory nor the time to hold it.
import Foundation
import LeakCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text a thread reads from a descriptor until its end, within a bound.
final class ChildOutput: @unchecked Sendable {
  /// Which part of the text is kept.
  enum Kept {
    /// The first so many bytes.
    case first(Int)
    /// The last so many bytes.
    case last(Int)
  }

  private struct Buffers {
    // Arrays, not Data: a Data trimmed at its start keeps its whole buffer, and would grow without bound.
    var data: [UInt8] = []
    var pending: [UInt8] = []
  }

  private let kept: Kept
  private let buffers = Locked(Buffers())
  private let onLine: (@Sendable (String) -> Void)?
  private let onData: (@Sendable () -> Void)?

  /// The longest line passed to `onLine`; the rest of a longer one is dropped.
  static let longestLine = 65_536

  private init(kept: Kept, onLine: (@Sendable (String) -> Void)?, onData: (@Sendable () -> Void)?) {
    self.kept = kept
    self.onLine = onLine
    self.onData = onData
  }

  /// What was kept, as text.
  var text: String {
    buffers.withLock { buffers in
      guard case .last(let limit) = kept else { return String(decoding: buffers.data, as: UTF8.self) }
      return String(decoding: buffers.data.suffix(limit), as: UTF8.self)
    }
  }

  /// Starts reading `descriptor` on a thread of its own, which closes it at its end and leaves `group`.
  ///
  /// - Parameters:
  ///   - descriptor: The pipe's end to read.
  ///   - group: Entered now, left when the pipe has ended.
  ///   - kept: Which part of the text to keep.
  ///   - onLine: Called with each line, as it comes.
  ///   - onData: Called whenever something was read.
  /// - Returns: The text, which grows until the pipe ends.
  static func read(
    _ descriptor: Int32, _ group: DispatchGroup, keeping kept: Kept, onLine: (@Sendable (String) -> Void)? = nil,
    onData: (@Sendable () -> Void)? = nil
  ) -> ChildOutput {
    let output = ChildOutput(kept: kept, onLine: onLine, onData: onData)
    group.enter()
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          buffer.withUnsafeBytes { output.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        } else if count < 0, errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(descriptor)
      group.leave()
    }
    thread.start()
    return output
  }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    onData?()
    let lines: [String] = buffers.withLock { buffers in
      switch kept {
      case .first(let limit):
        if buffers.data.count < limit { buffers.data.append(contentsOf: bytes.prefix(limit - buffers.data.count)) }
      case .last(let limit):
        buffers.data.append(contentsOf: bytes.suffix(limit))
        // Trimmed once it holds twice the bound, so that each byte is moved once at most.
        if buffers.data.count > 2 * limit { buffers.data.removeFirst(buffers.data.count - limit) }
      }
      guard onLine != nil else { return [] }
      buffers.pending.append(contentsOf: bytes)
      var lines: [String] = []
      var start = 0
      while let newline = buffers.pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        lines.append(String(decoding: buffers.pending[start..<newline], as: UTF8.self))
        start = newline + 1
      }
      buffers.pending.removeFirst(start)
      if buffers.pending.count > Self.longestLine { buffers.pending.removeAll() }
      return lines
    }
    for line in lines { onLine?(line) }
  }
}

/// `read(2)`, under a name that `ChildOutput` does not hide.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
