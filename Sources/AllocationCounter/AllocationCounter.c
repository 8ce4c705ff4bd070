// A counting allocator for the benchmark: defines malloc and friends in the executable, so
// the dynamic linker resolves every allocation of the process (the Swift runtime's
// included) to these, which count and forward to glibc's own implementation.
#include "AllocationCounter.h"

#if defined(__GLIBC__)
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic int64_t allocations = 0;

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *pointer = memalign(alignment, size);
  if (pointer == NULL) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  __libc_free(pointer);
}

int64_t gesturekit_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}
#else
int64_t gesturekit_allocation_count(void) {
  return -1;
}
#endif
