#ifndef GESTUREKIT_ALLOCATION_COUNTER_H
#define GESTUREKIT_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by the
/// whole process since it started, or -1 where the counter is not available (it interposes
/// glibc's allocator, so it counts on Linux only).
int64_t gesturekit_allocation_count(void);

#endif
