// The C allocator's own count of the heap in use, which Swift's Glibc and Darwin modules do
// not export: mallinfo2() on glibc, malloc_zone_statistics() on Darwin.
#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// The statistic that heap_stats_bytes_in_use() reads, in words, or NULL where this platform
/// has none that this file knows: then the heap is not measured.
const char *heap_stats_source(void);

/// Bytes the process has allocated from malloc and not freed yet, in every arena or zone;
/// 0 where heap_stats_source() is NULL.
size_t heap_stats_bytes_in_use(void);

#endif
