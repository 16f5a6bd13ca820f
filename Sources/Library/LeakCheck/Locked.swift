// Why not `Mutex` from Synchronization: on Linux it locks with futexes inside a library
// that ThreadSanitizer does not instrument, so `swift test --sanitize=thread` reports every
// access it guards as a race (checked with this toolchain). NSLock is a pthread mutex,
// which ThreadSanitizer understands.
import Foundation

/// A value that many threads may read and change, one at a time, behind a lock.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates the lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock, and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
