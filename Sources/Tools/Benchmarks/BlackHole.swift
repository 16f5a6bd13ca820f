// A sink the optimizer cannot see through. `consume` is never inlined and writes to a global
// that the module never reads, so the compiler must compute whatever is passed to it.
import BenchmarkKit

/// Where measured values go so that computing them cannot be optimized away.
package enum BlackHole {
  // Written, never read here: the write is the point.
  nonisolated(unsafe) private static var sink: UInt64 = 0

  /// Consumes `value`: the compiler cannot prove that nothing depends on it.
  ///
  /// - Parameter value: A value computed by measured work.
  @inline(never)
  package static func consume(_ value: UInt64) {
    sink ^= value
  }

  /// Returns `value` unchanged, through a call the optimizer cannot look into.
  ///
  /// Rows pass the objects they set up through it, so the compiler cannot specialize a
  /// measured loop for what it knows about them (such as which closure a property holds).
  ///
  /// - Parameter value: Anything.
  /// - Returns: `value`.
  @inline(never)
  package static func opaque<T>(_ value: T) -> T {
    value
  }
}
