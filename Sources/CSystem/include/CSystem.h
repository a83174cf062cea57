// CSystem.h exposes the C interfaces RowcSystem uses that Swift's Glibc module leaves out:
// extended file attributes (sys/xattr.h), malloc's tuning (malloc.h) and the compiler's prefetch.
#ifndef C_SYSTEM_H
#define C_SYSTEM_H
#if defined(__linux__)
#include <sys/xattr.h>
#include <malloc.h>
#endif

/// Starts loading the cache line at `address` into the processor's caches, for a read that comes
/// soon: a hash table lookup otherwise waits on memory for its slot.
static inline void rowc_prefetch(const void *address) {
    __builtin_prefetch(address);
}
#endif
