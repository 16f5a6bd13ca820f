// The allocator's own count of the heap in use, from the HeapStats C target: glibc's
// mallinfo2() on Linux, malloc_zone_statistics() on Darwin. Elsewhere there is no statistic,
// and the memory rows say "not measured on this platform" instead of printing a zero.
import HeapStats

enum HeapMeter {
  /// The statistic read, in words, or `nil` where this platform's heap is not measured.
  static var statistic: String? {
    heap_stats_source().map { String(cString: $0) }
  }

  /// Bytes in use on the heap now, as the allocator counts them.
  static func bytesInUse() -> Int {
    Int(heap_stats_bytes_in_use())
  }
}
