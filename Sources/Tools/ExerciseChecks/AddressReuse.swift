// NotificationCenter tells the subjects of its observers apart by address, and the memory
// of a released object is handed to the next object of its size: that is how an
// observation that outlived its sender hears a stranger. Exercise 5's check makes that
// happen on purpose, not by luck, with what allocators share: a freed block waits, with
// others of exactly its size, to be handed out again on the thread that freed it, the one
// freed last first. So the check
// - takes every free block of the sender's size at hand, and gives a few back, so that the
//   old sender is made in a block of exactly its type's size (an allocator may hand out a
//   block a little larger than asked, which a new object of that type would never get),
//   and so that there is room at hand for the block it frees;
// - frees the old sender and makes the new one in one stretch, with no `await` between;
// - lays 0, 1, 2 … blocks of its own over the freed one, one more at each try, for code
//   that takes a block of that size before the new object is made.
// AddressSanitizer holds freed blocks back in a quarantine; it gives them back when asked.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making a new object where a released one was.
@MainActor
enum AddressReuse {
  /// How many times the check tries before it gives up and says so: the most blocks it
  /// lays at hand is one less, within what allocators keep at hand per size.
  static let tries = 7

  /// Looks up the allocator's functions now: a failed lookup allocates its message, and
  /// must not take a freed block meant for a new object.
  static func prepare() {
    _ = (purgeAllocator, usableSize)
  }

  /// The size of the block the allocator gave `object`, or 0 when it cannot say.
  static func blockSize(of object: AnyObject) -> Int {
    usableSize.map { $0(Unmanaged.passUnretained(object).toOpaque()) } ?? 0
  }

  /// Takes `count` blocks of `size` bytes from the allocator, and with them those it had
  /// free at hand: until they are given back, the only free blocks of that size at hand are
  /// those the check frees.
  static func takeBlocks(_ count: Int, of size: Int) -> [UnsafeMutableRawPointer] {
    guard size > 0 else { return [] }
    return (0..<count).compactMap { _ in malloc(size) }
  }

  /// Gives `blocks` back to the allocator, the first one last, so that it is handed out first.
  static func giveBack(_ blocks: some Collection<UnsafeMutableRawPointer>) {
    for block in blocks.reversed() { free(block) }
    releaseQuarantine()
  }

  /// Calls `make` until it returns an object at `address`, where a block of `size` bytes
  /// was freed just before; at try n, n blocks of that size lie over the freed one.
  ///
  /// - Returns: The object made there, if one was, and every object made elsewhere,
  ///   which the caller must keep (so that no later try takes the block it holds).
  static func make<T: AnyObject>(at address: ObjectIdentifier, size: Int, _ make: () -> T?) -> (T?, elsewhere: [T]) {
    var elsewhere: [T] = []
    for cover in 0..<tries {
      if cover > 0, !lay(cover, over: address, size: size) { break }
      releaseQuarantine()
      guard let made = make() else { break }
      if ObjectIdentifier(made) == address { return (made, elsewhere) }
      elsewhere.append(made)
    }
    return (nil, elsewhere)
  }

  /// Takes the freed block at `address` back, with `cover` others of its size, and frees
  /// them again so that the others lie over it; `false` when it is no longer free.
  private static func lay(_ cover: Int, over address: ObjectIdentifier, size: Int) -> Bool {
    let target = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: address))
    var blocks = takeBlocks(cover + 1, of: size)
    guard let index = blocks.firstIndex(where: { $0 == target }) else {
      giveBack(blocks)
      return false
    }
    let freed = blocks.remove(at: index)
    giveBack(blocks + [freed])
    return true
  }

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

  /// `malloc_usable_size` (glibc, and the sanitizers) or `malloc_size` (Darwin), when there is one.
  private static let usableSize: (@convention(c) (UnsafeRawPointer?) -> Int)? = {
    guard let program = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(program, "malloc_usable_size") ?? dlsym(program, "malloc_size")
    else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeRawPointer?) -> Int).self)
  }()
}
