// MemoryPolicy.swift tells glibc's malloc to keep memory a short-lived rowc frees, and where to take it from.

import RowcSystem

/// The first write to a fresh 4 KB page faults, and on virtual machines a fault costs several
/// microseconds: checking a large spec touched some 10,000 pages, more time than lexing it.
/// By default glibc maps each block over 128 KB on its own and unmaps it when freed, so every
/// array that grows by doubling faults in its new block from scratch, and it returns the top
/// of the heap to the kernel as soon as 128 KB are free there.
public enum MemoryPolicy {
    /// Heap reserved up front and backed by 2 MB pages (`AdvisedHeap`): address space only, of
    /// which a command touches what it uses. Checking a 6 MB spec uses about 35 MB; a command
    /// that needs more takes the rest from the heap beyond, where `HugePages` advises each
    /// large buffer on its own, as without the reserve.
    static let advisedHeapBytes = 256 << 20

    /// Every block comes from one heap, for every thread, and freed memory stays for the next
    /// allocation. The heap is reserved and advised first, so the large arrays of a large spec
    /// are backed by 2 MB pages from their first write, with no collapsing afterwards; if it
    /// cannot be reserved, blocks from 1 MB on are mapped on their own and `HugePages` advises
    /// and collapses each as it is made. For commands that run once and exit; a long-running
    /// server should keep the defaults, which give memory back.
    public static func keepFreedMemory() {
        MallocTuning.keepFreedMemory(reservingHeap: advisedHeapBytes)
    }
}
