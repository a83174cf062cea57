// AdvisedHeap.swift reserves the top of malloc's heap ahead of time and asks the kernel to back it with 2 MB pages.

import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A large block that malloc maps on its own gets its header written into its first page before
/// anyone can advise the mapping, so that page faults 4 KB at a time unless it is collapsed into a
/// 2 MB page afterwards, and `MADV_COLLAPSE` first has every core flush its batch of new pages:
/// 0.3 ms a block at best, several when the other core is busy. Blocks carved from a heap that was
/// advised before anything was written there need neither: every 2 MB page of it is one fault.
///
/// `reserve(_:)` grows the heap by `bytes` with one block, frees it, advises the free room, and
/// keeps a spacer in front so that the next block starts on a 2 MB boundary. The caller has glibc
/// take every block from this heap (no mapping of its own, one arena for all threads): see
/// `MallocTuning`, and `MemoryPolicy` in the driver. Only for processes that run once and exit: the heap never shrinks.
public enum AdvisedHeap {
    /// The addresses advised, once `reserve(_:)` has succeeded.
    private static let advised = Atomic<Int>(0), advisedEnd = Atomic<Int>(0)

    /// Reserves and advises `bytes` of heap; false when the heap could not grow by that much or
    /// the kernel refused the advice, in which case no part of the heap counts as advised.
    @discardableResult
    public static func reserve(_ bytes: Int) -> Bool {
        #if os(Linux)
        guard let block = malloc(bytes) else { return false }
        let start = Int(bitPattern: block)
        let first = (start + HugePages.size - 1) & ~(HugePages.size - 1)
        free(block)
        // Freed, the block is the top of the heap again; the spacer takes it up to just short of
        // the boundary, where the next block's header goes, and stays for good (a block whose
        // result is unused could be optimized away, so it is kept in `spacer`).
        spacer.withLock { $0 = malloc(max(16, first - start - HugePages.headerRoom)).map(Int.init(bitPattern:)) }
        let end = Int(bitPattern: sbrk(0)) & ~(HugePages.size - 1)
        guard end > first, madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE) == 0 else { return false }
        advised.store(first, ordering: .relaxed)
        advisedEnd.store(end, ordering: .releasing)
        return true
        #else
        return false
        #endif
    }

    private static let spacer = Mutex<Int?>(nil)

    /// Whether the bytes from `start` to `end` lie in the advised heap.
    static func contains(_ start: Int, _ end: Int) -> Bool {
        let last = advisedEnd.load(ordering: .acquiring)
        return last != 0 && start >= advised.load(ordering: .relaxed) && end <= last
    }
}
