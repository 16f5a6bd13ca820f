// What malloc handed out and was not freed yet, as the allocator itself counts it, including
// its per-block overhead. Each platform has its own call; elsewhere the heap is not measured.
#include "HeapStats.h"

#include <stdlib.h>  // on glibc, this defines __GLIBC__ and __GLIBC_MINOR__

#if defined(__APPLE__)
#include <malloc/malloc.h>

const char *heap_stats_source(void) {
  return "malloc_zone_statistics(): size_in_use, all zones";
}

size_t heap_stats_bytes_in_use(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);  // NULL: the sum over every zone
  return statistics.size_in_use;
}

#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

const char *heap_stats_source(void) {
  return "glibc mallinfo2(): uordblks + hblkhd";
}

size_t heap_stats_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;  // blocks in use in every arena, plus mmapped blocks
}

#else

const char *heap_stats_source(void) {
  return NULL;
}

size_t heap_stats_bytes_in_use(void) {
  return 0;
}

#endif
