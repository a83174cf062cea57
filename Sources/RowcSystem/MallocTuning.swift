// MallocTuning.swift sets glibc's malloc to keep the memory a short-lived process frees, taking it from an advised heap.

import CSystem

/// See `MemoryPolicy` in the driver for why: this is the how, which only glibc's malloc offers.
public enum MallocTuning {
    /// Every block comes from one heap, for every thread, and freed memory stays for the next
    /// allocation; `heapBytes` of heap are reserved and advised first (`AdvisedHeap`). If they
    /// cannot be, blocks from 1 MB on are mapped on their own, and `HugePages` advises each.
    /// Does nothing but on Linux.
    public static func keepFreedMemory(reservingHeap heapBytes: Int) {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        _ = mallopt(M_MMAP_MAX, 0)
        _ = mallopt(M_ARENA_MAX, 1)
        if !AdvisedHeap.reserve(heapBytes) {
            _ = mallopt(M_MMAP_MAX, 65_536)
            _ = mallopt(M_ARENA_MAX, 0)
        }
        #endif
    }
}
