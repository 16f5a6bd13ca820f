// Heap statistics from glibc, which Swift's Glibc module does not export (<malloc.h>).
#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the process has allocated from malloc and not freed, in every arena:
/// mallinfo2()'s uordblks (blocks in use) plus hblkhd (blocks served by mmap).
size_t heap_stats_bytes_in_use(void);

#endif
