/// One row of the benchmark: a way of delivering events, and the checksum its work must give.
import BenchmarkKit

package struct BenchmarkCase: Sendable {
  /// The row's name, as the table shows it, such as "weak delegate, loaded per call".
  package let name: String
  /// Delivers `iterations` events and returns a checksum computed from what was delivered.
  package let run: @MainActor @Sendable (_ iterations: Int) async -> UInt64
  /// The checksum that delivering `iterations` events must give.
  package let expected: @Sendable (_ iterations: Int) -> UInt64
  /// `true` when the work runs on one thread, so that its CPU time should match its wall time.
  package let singleThreaded: Bool

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - name: The row's name.
  ///   - expected: The checksum for a number of events.
  ///   - singleThreaded: `false` for work that crosses threads, whose CPU time says nothing of preemption.
  ///   - run: The work: delivers that many events, returns the checksum it computed.
  package init(
    _ name: String, expected: @escaping @Sendable (Int) -> UInt64, singleThreaded: Bool = true,
    run: @escaping @MainActor @Sendable (Int) async -> UInt64
  ) {
    self.name = name
    self.expected = expected
    self.singleThreaded = singleThreaded
    self.run = run
  }
}

/// One memory row: the heap that 1,000 of something keep alive.
package struct MemoryCase: Sendable {
  /// The row's name, such as "NotificationCenter observers".
  package let name: String
  /// Makes 1,000 of the thing, and returns the heap bytes they hold while alive.
  package let measure: @MainActor @Sendable () async -> Int

  /// Creates a memory row.
  package init(_ name: String, measure: @escaping @MainActor @Sendable () async -> Int) {
    self.name = name
    self.measure = measure
  }
}

/// A scaling run: the same kind of event measured at several sizes.
package struct ScalingCase: Sendable {
  /// What is measured, such as "NotificationCenter: one post to n observers (object: nil)".
  package let name: String
  /// What n counts, such as "observers".
  package let parameter: String
  /// One of what n counts, such as "observer".
  package let unit: String
  /// What one event is, such as "post".
  package let event: String
  /// The sizes to measure, smallest first.
  package let counts: [Int]
  /// The row that measures one size.
  package let row: @Sendable (_ count: Int) -> BenchmarkCase

  /// Creates a scaling run.
  package init(
    _ name: String, parameter: String, unit: String, event: String, counts: [Int],
    row: @escaping @Sendable (Int) -> BenchmarkCase
  ) {
    self.name = name
    self.parameter = parameter
    self.unit = unit
    self.event = event
    self.counts = counts
    self.row = row
  }
}
