// NotificationCenter tells the subjects of its observers apart by address, and the memory
// of a released object is handed to the next object of its size: that is how an
// observation that outlived its sender hears a stranger. Exercise 5's check makes that
// happen on purpose, not by luck. The allocator gives the block freed last to the next
// allocation of its size on the same thread, so the check frees the old sender and makes
// the new one in one stretch, with no `await` between. AddressSanitizer holds freed blocks
// back in a quarantine instead; it gives them back when asked.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making a new object where a released one was.
@MainActor
enum AddressReuse {
  /// How many times the check tries before it gives up and says so.
  static let tries = 16

  /// Hands the blocks a memory checker holds in quarantine back to the allocator, so that
  /// the next allocation can reuse the block freed last; without one, does nothing.
  static func releaseQuarantine() {
    purgeAllocator?()
  }

  /// `__sanitizer_purge_allocator`, which the sanitizers' runtimes define, when one is loaded.
  private static let purgeAllocator: (@convention(c) () -> Void)? = {
    guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "__sanitizer_purge_allocator") else {
      return nil
    }
    return unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
  }()
}
