// The report a runner writes to the Coach travels on a pipe that the learner's code, which
// runs in the same process, cannot write by accident or by a casual trick. Nothing about it
// is on the command line: the environment names only a handshake pipe, which holds the
// report's and the lifeline's descriptors and a secret made for this one run. The runner
// reads the handshake once, before any of the learner's code runs, closes it and forgets
// the variable, and moves the report to a descriptor number chosen at random and closed to
// every program it starts. Every line carries the secret and its number in the run, and the
// Coach takes a report only whole: each line with the secret, numbered 1, 2, 3 … with none
// missing. A line that anything else wrote makes the report no verdict at all.
//
// What this does not stop: code in the same process can read the secret out of memory, or
// find the descriptor, on purpose. It stops mistakes and casual tricks, not a determined cheat.
import Foundation
import LeakCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a runner's report reaches the Coach, and how the Coach knows it is the check's own.
package enum ReportChannel {
  /// The environment variable that names the handshake's descriptor, and nothing else.
  package static let handshakeVariable = "DELEGATIONLAB_REPORT_HANDSHAKE"

  /// The most bytes of report the Coach reads: far more than any check writes.
  package static let limit = 1 << 20

  /// What the Coach tells a runner before it starts, on the handshake pipe.
  package struct Handshake: Equatable, Sendable {
    /// The secret every line carries.
    package var secret: String
    /// The descriptor to write the report to.
    package var report: Int32
    /// The descriptor the runner reads to notice that the Coach is gone.
    package var lifeline: Int32
    /// The processor time the runner may use, in seconds; 0 for no limit.
    package var processorSeconds: Int

    /// Creates a handshake.
    package init(secret: String, report: Int32, lifeline: Int32, processorSeconds: Int) {
      self.secret = secret
      self.report = report
      self.lifeline = lifeline
      self.processorSeconds = processorSeconds
    }

    /// Reads a handshake as `text` holds it; `nil` when it is not one.
    package init?(_ text: String) {
      let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
      guard words.count == 4, !words[0].isEmpty, let report = Int32(words[1]), let lifeline = Int32(words[2]),
        let seconds = Int(words[3]), seconds >= 0
      else { return nil }
      self.init(secret: words[0], report: report, lifeline: lifeline, processorSeconds: seconds)
    }

    /// The handshake as it travels: one line.
    package var text: String { "\(secret) \(report) \(lifeline) \(processorSeconds)\n" }
  }

  /// A new secret: 128 random bits, in hexadecimal.
  package static func makeSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }

  /// `line` as it travels: the secret, its number in the run, and the line.
  package static func frame(_ line: String, number: Int, secret: String) -> String {
    "\(secret) \(number) \(line)\n"
  }

  /// The lines of `report`, in order, when every line carries `secret` and the numbers run
  /// 1, 2, 3 … with none missing or repeated; `nil` when anything else wrote to it.
  ///
  /// A last line without its line break was cut short by the runner's end, and is left out.
  package static func lines(of report: String, secret: String) -> [String]? {
    guard report.utf8.count <= limit else { return nil }
    var pieces = report.split(separator: "\n", omittingEmptySubsequences: false)
    pieces.removeLast()
    var lines: [String] = []
    for piece in pieces {
      let expected = "\(secret) \(lines.count + 1) "
      guard piece.hasPrefix(expected) else { return nil }
      lines.append(String(piece.dropFirst(expected.count)))
    }
    return lines
  }

  /// The runner's end of the channel: writes each line framed, in order.
  package final class Writer: @unchecked Sendable {
    private let descriptor: Int32
    private let secret: String
    /// How many lines were written so far: the next line's number is one more.
    private let written = Locked(0)

    /// Creates a writer to `descriptor`, whose lines carry `secret`.
    package init(descriptor: Int32, secret: String) {
      self.descriptor = descriptor
      self.secret = secret
    }

    /// Writes `text` to the Coach, whole: each of its lines framed on its own.
    package func write(_ text: String) {
      written.withLock { written in
        var bytes: [UInt8] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          written += 1
          bytes += ReportChannel.frame(String(line), number: written, secret: secret).utf8
        }
        var offset = 0
        while offset < bytes.count {
          let count = bytes.withUnsafeBytes {
            systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
          }
          if count < 0, errno == EINTR { continue }
          // The Coach is gone: the lifeline ends this process.
          guard count > 0 else { return }
          offset += count
        }
      }
    }
  }
}

/// `write(2)`, under a name that `ReportChannel.Writer.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
