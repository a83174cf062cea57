// MemoryPolicy.swift tells glibc's malloc to keep memory a short-lived rowc frees, instead of giving it back.

import CSystem

/// The first write to a fresh 4 KB page faults, and on virtual machines a fault costs several
/// microseconds: checking a large spec touched some 10,000 pages, more time than lexing it.
/// By default glibc maps each block over 128 KB on its own and unmaps it when freed, so every
/// array that grows by doubling faults in its new block from scratch, and it returns the top
/// of the heap to the kernel as soon as 128 KB are free there.
public enum MemoryPolicy {
    /// Blocks under 1 MB come from the heap, and freed memory stays for the next allocation.
    /// Blocks from 1 MB on are still mapped on their own: `HugePages` sizes the large arrays so
    /// that their mappings start on 2 MB boundaries and can be backed by 2 MB pages throughout,
    /// which the heap's blocks, at any address, cannot. For commands that run once and exit; a
    /// long-running server should keep the defaults, which give memory back.
    public static func keepFreedMemory() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        #endif
    }
}
