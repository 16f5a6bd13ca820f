// Every program of the course (the lessons, the Coach, the Sandbox) writes its lines
// through this one writer, so that output that cannot be written ends each of them the same
// way. Foundation's `FileHandle.write` traps when a write fails (the program dies with a
// signal, its backtrace on the same broken stream), and `print` drops the error, so that
// `swift run Lesson1 > /dev/full` used to exit 0 with everything lost. Here a failed write
// ends the program with one sentence on standard error, where it can still be written, and
// exit 74, as BSD's `sysexits.h` names an I/O error. A reader that went away (`| head -1`)
// is no error: the program ends quietly by SIGPIPE, as it always did.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written straight to its descriptor.
package enum StandardStream: Sendable {
  /// Standard output.
  case output
  /// Standard error.
  case error

  /// The exit status when output cannot be written (`EX_IOERR`).
  package static let ioErrorExitCode: Int32 = 74

  private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

  private var name: String { self == .output ? "standard output" : "standard error" }

  /// Writes `line` and a line break; see `write(_:)`.
  package func writeLine(_ line: String) {
    write(line + "\n")
  }

  /// Writes `text` whole, after anything `print` has buffered, or ends the program.
  ///
  /// When the reader has gone (a closed pipe), the program ends by SIGPIPE, quietly. When the
  /// stream is full, closed or broken otherwise, the program says so in one sentence on
  /// standard error, if it can, and exits with status 74.
  package func write(_ text: String) {
    // Whatever `print` buffered (the learner's own lines, in the Sandbox) goes first.
    fflush(nil)
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if count > 0 {
        offset += count
      } else if count < 0, errno == EINTR {
        continue
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        // A descriptor some other program made non-blocking: wait until it takes more.
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        fail(count < 0 ? errno : EIO)
      }
    }
  }

  private func fail(_ code: Int32) -> Never {
    if code == EPIPE {
      // Ended as a program whose reader went away always is, even when SIGPIPE was ignored.
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      sigprocmask(SIG_UNBLOCK, &pipeSignal, nil)
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
      _exit(128 + SIGPIPE)
    }
    let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "program"
    let sentence = Array("\(program): could not write to \(name) (\(String(cString: strerror(code)))).\n".utf8)
    // One try: when standard error is what failed, or is full too, there is nowhere left to say it.
    _ = sentence.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
    _exit(Self.ioErrorExitCode)
  }
}

/// `write(2)`, under a name that `StandardStream.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
