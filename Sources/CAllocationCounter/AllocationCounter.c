// See include/AllocationCounter.h. glibc only (the __libc_* entry points); on another C
// library the interposer is compiled out and the counts stay zero (self test fails, and
// arrange-bench says so instead of reporting zeros as a measurement).
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting = 0;
static atomic_uint_fast64_t allocations = 0;
static atomic_uint_fast64_t frees = 0;

static inline void count_allocation(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  count_allocation();
  return __libc_memalign(4096, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) return ENOMEM;
  *result = pointer;
  return 0;
}

void free(void *pointer) {
  if (pointer != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
  }
  __libc_free(pointer);
}

void allocation_counter_set_enabled(int enabled) {
  atomic_store_explicit(&counting, enabled ? 1 : 0, memory_order_seq_cst);
}

uint64_t allocation_counter_allocations(void) {
  return atomic_load_explicit(&allocations, memory_order_seq_cst);
}

uint64_t allocation_counter_frees(void) {
  return atomic_load_explicit(&frees, memory_order_seq_cst);
}

void allocation_counter_reset(void) {
  atomic_store_explicit(&allocations, 0, memory_order_seq_cst);
  atomic_store_explicit(&frees, 0, memory_order_seq_cst);
}

int allocation_counter_self_test(void) {
  allocation_counter_reset();
  allocation_counter_set_enabled(1);
  // volatile: keep the compiler from eliding the pair.
  void *volatile pointer = malloc(24);
  free(pointer);
  allocation_counter_set_enabled(0);
  int works = allocation_counter_allocations() == 1 && allocation_counter_frees() == 1;
  allocation_counter_reset();
  return works;
}

#else

void allocation_counter_set_enabled(int enabled) { (void)enabled; }
uint64_t allocation_counter_allocations(void) { return 0; }
uint64_t allocation_counter_frees(void) { return 0; }
void allocation_counter_reset(void) {}
int allocation_counter_self_test(void) { return 0; }

#endif
