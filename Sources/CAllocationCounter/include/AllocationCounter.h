// A heap-allocation counter for the benchmark executable (arrange-bench only).
//
// The counter interposes malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
// valloc and free for the whole process (the executable's definitions take precedence over
// the C library's). Each allocating call adds one to a counter while counting is enabled;
// every call is forwarded to glibc's __libc_* entry points, so behaviour is unchanged.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Starts or stops counting (counting is off at start).
void allocation_counter_set_enabled(int enabled);

/// The number of allocating calls (malloc, calloc, realloc, memalign family) counted so far.
uint64_t allocation_counter_allocations(void);

/// The number of frees of non-null pointers counted so far.
uint64_t allocation_counter_frees(void);

/// Resets both counts to zero.
void allocation_counter_reset(void);

/// Whether the interposer is wired: calls malloc(24)/free once with counting enabled and
/// checks that exactly that allocation was seen. Returns 1 when it works.
int allocation_counter_self_test(void);

#ifdef __cplusplus
}
#endif

#endif
