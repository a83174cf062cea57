// HugePages.swift asks the kernel to back a large new buffer with 2 MB pages.

#if canImport(Glibc)
import Glibc
#endif

/// First touches of fresh memory fault one 4 KB page at a time, and on the virtual machines rowc
/// is measured on a fault costs several microseconds: filling a large file's token and row arrays
/// cost more in faults than in instructions. Advised 2 MB pages fault once per 2 MB.
public enum HugePages {
    static let size = 2 << 20

    /// Advises the whole 2 MB pages inside `count` elements from `start`; buffers smaller than
    /// one such page are left alone. Only advice: nothing changes but how the memory is backed.
    public static func advise<T>(_ start: UnsafePointer<T>?, count: Int) {
        #if os(Linux)
        let bytes = count * MemoryLayout<T>.stride
        guard let start, bytes >= size else { return }
        let first = (Int(bitPattern: start) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: start) + bytes) & ~(size - 1)
        if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE) }
        #endif
    }

    /// The capacity to allocate for `count` elements of `T`: for a megabyte or more, room for one
    /// 2 MB page more. A buffer rarely starts on a 2 MB boundary, and only whole 2 MB pages inside
    /// it can be advised; the spare room, never written, lets them cover all of it but its head.
    public static func capacity<T>(for count: Int, of type: T.Type) -> Int {
        count * MemoryLayout<T>.stride >= size / 2 ? count + size / MemoryLayout<T>.stride : count
    }
}
