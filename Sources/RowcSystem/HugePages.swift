// HugePages.swift sizes a large new buffer in whole 2 MB pages and asks the kernel to back it with them.

#if canImport(Glibc)
import Glibc
#endif

/// First touches of fresh memory fault one 4 KB page at a time, and on the virtual machines rowc
/// is measured on a fault costs several microseconds: filling a large file's token and row arrays
/// cost more in faults than in instructions. Advised 2 MB pages fault once per 2 MB, and clear
/// their memory some two and a half times faster a byte.
///
/// A buffer is backed by 2 MB pages only where a whole aligned 2 MB page lies inside its mapping.
/// Linux places an anonymous mapping whose length is a multiple of 2 MB on a 2 MB boundary, and
/// the allocator maps a large block on its own, with a header of a few bytes in front: so a
/// buffer whose block is sized to whole 2 MB pages (`capacity`) starts a few bytes past a
/// boundary, and every page of it, the first and the last included, can be a 2 MB one (`advise`).
///
/// Phases do not call it: they allocate through `AdvisedAllocation.swift`, which does both.
@usableFromInline
enum HugePages {
    static let size = 2 << 20

    /// Bytes of a block that are not its elements: the allocator's header and an array's.
    static let headerRoom = 64

    #if os(Linux)
    /// Linux's `MADV_COLLAPSE`, which Glibc's module does not export.
    static let collapse: Int32 = 25
    #endif

    /// The capacity to allocate for `count` elements of `T`: for a megabyte or more, as many as
    /// fill whole 2 MB pages with the headers in front, at least `count`.
    @usableFromInline
    static func capacity<T>(for count: Int, of type: T.Type) -> Int {
        let stride = MemoryLayout<T>.stride
        guard count * stride >= size / 2 else { return count }
        let pages = (count * stride + headerRoom + size - 1) / size
        return (pages * size - headerRoom) / stride
    }

    /// Advises the 2 MB pages of `count` elements from `start`, counting a page whose head or tail
    /// beyond the buffer is at most `headerRoom` bytes (the headers of a block `capacity` sized);
    /// buffers smaller than one such page are left alone. Only advice: nothing changes but how the
    /// memory is backed, so a page shared with a neighbour's few bytes costs at worst some memory.
    @usableFromInline
    static func advise<T>(_ start: UnsafePointer<T>?, count: Int) {
        #if os(Linux)
        guard let pages = wholePages(start, count: count), !AdvisedHeap.contains(pages.lowerBound, pages.upperBound),
              madvise(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, MADV_HUGEPAGE) == 0 else { return }
        // The allocator wrote its header into the first page before the advice, so that page is
        // mapped in 4 KB pieces already, and the rest of it would fault 4 KB at a time. Collapsing
        // makes it one 2 MB page now (Linux 6.1 on; older kernels refuse, and it faults as before).
        // The kernel takes it from the pages this core touched last, so it is asked for here, by
        // the thread that made the buffer, and not later by the one that fills it.
        if let start, pages.lowerBound < Int(bitPattern: start) {
            _ = madvise(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), size, collapse)
        }
        #endif
    }

    /// The addresses of the 2 MB pages `advise` advises for `count` elements from `start`, if any.
    static func wholePages<T>(_ start: UnsafePointer<T>?, count: Int) -> Range<Int>? {
        let bytes = count * MemoryLayout<T>.stride
        guard let start, bytes >= size / 2 else { return nil }
        let first = (Int(bitPattern: start) - headerRoom + size) & ~(size - 1)
        let end = (Int(bitPattern: start) + bytes + headerRoom) & ~(size - 1)
        return end > first ? first..<end : nil
    }
}
