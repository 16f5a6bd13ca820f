// A center knows the subject of an observation by its address, and the allocator hands
// the block freed last to the next object of its size made on the same thread: the tests
// that prove a subscription ignores a newcomer at a freed sender's address make that
// happen on purpose, freeing and making in one stretch with no `await` between.
// AddressSanitizer holds freed blocks back in a quarantine; it gives them back when asked.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making a new object at the address of one just released.
@MainActor
enum AddressReuse {
  /// How many times a test tries before it records that it could not.
  static let tries = 16

  /// Hands the blocks a memory checker holds in quarantine back to the allocator; without one, does nothing.
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
