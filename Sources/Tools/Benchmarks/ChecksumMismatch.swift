// Every repetition returns a checksum computed from the work it did, and the harness compares
// it with what that much work must give. If the optimizer deleted the work, or a mechanism
// skipped deliveries, the run stops with this error instead of printing a fast, false figure.
import BenchmarkKit

/// A repetition whose checksum was not the one its work must produce.
package struct ChecksumMismatch: Error, Equatable, CustomStringConvertible {
  /// The row that was measured.
  package let row: String
  /// When it happened: "calibration", "warm-up" or "repetition 3".
  package let phase: String
  /// How many events the repetition ran.
  package let iterations: Int
  /// The checksum that much work must give.
  package let expected: UInt64
  /// The checksum the repetition returned.
  package let actual: UInt64

  /// Creates the error.
  package init(row: String, phase: String, iterations: Int, expected: UInt64, actual: UInt64) {
    self.row = row
    self.phase = phase
    self.iterations = iterations
    self.expected = expected
    self.actual = actual
  }

  package var description: String {
    "checksum mismatch in '\(row)' (\(phase), \(iterations) events): expected \(expected), got \(actual);"
      + " work was skipped or done wrong, so no figure is reported"
  }

  /// Throws unless `actual` equals `expected`.
  ///
  /// - Throws: `ChecksumMismatch` naming the row, the phase and both values.
  package static func verify(
    row: String, phase: String, iterations: Int, expected: UInt64, actual: UInt64
  ) throws(ChecksumMismatch) {
    guard actual == expected else {
      throw ChecksumMismatch(row: row, phase: phase, iterations: iterations, expected: expected, actual: actual)
    }
  }
}

/// Checksums that rows' work produces, in closed form.
package enum Checksum {
  /// Returns 0 + 1 + … + (n − 1), wrapping like the rows' `&+=`: what delivering each index once gives.
  ///
  /// - Parameter count: The number of events, n.
  /// - Returns: n(n − 1) / 2.
  package static func sumOfIndices(_ count: Int) -> UInt64 {
    let n = UInt64(max(count, 0))
    return n.isMultiple(of: 2) ? (n / 2) &* (n &- 1) : n &* ((n &- 1) / 2)
  }

  /// Returns n itself: what counting each event once gives.
  ///
  /// - Parameter count: The number of events, n.
  /// - Returns: n.
  package static func eventCount(_ count: Int) -> UInt64 {
    UInt64(max(count, 0))
  }
}
