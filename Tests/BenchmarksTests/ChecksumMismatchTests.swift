import BenchmarkKit
import Testing

@testable import Benchmarks

@Suite("Checksums")
struct ChecksumMismatchTests {
  @Test("A matching checksum passes")
  func matchPasses() throws {
    try ChecksumMismatch.verify(row: "row", phase: "repetition 1", iterations: 10, expected: 45, actual: 45)
  }

  @Test("A wrong checksum is an error that names the row, the phase and both values")
  func mismatchThrows() {
    #expect(throws: ChecksumMismatch(row: "row", phase: "warm-up", iterations: 10, expected: 45, actual: 0)) {
      try ChecksumMismatch.verify(row: "row", phase: "warm-up", iterations: 10, expected: 45, actual: 0)
    }
    let error = ChecksumMismatch(row: "row", phase: "warm-up", iterations: 10, expected: 45, actual: 0)
    #expect(error.description.contains("'row' (warm-up, 10 events): expected 45, got 0"))
  }

  @Test("The sum of indices is n(n − 1) / 2, for even and odd n")
  func sumOfIndices() {
    #expect(Checksum.sumOfIndices(0) == 0)
    #expect(Checksum.sumOfIndices(1) == 0)
    #expect(Checksum.sumOfIndices(10) == 45)
    #expect(Checksum.sumOfIndices(11) == 55)
    #expect(Checksum.sumOfIndices(1_000) == (0..<1_000).reduce(0) { $0 + UInt64($1) })
  }
}
