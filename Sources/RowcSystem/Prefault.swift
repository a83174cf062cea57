// Prefault.swift maps fresh memory ahead of a thread that is about to fill it, from another core.

import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// The first write to each fresh 4 KB page faults into the kernel, which clears the page, and on
/// the virtual machines rowc is measured on that costs several microseconds a page. Where one
/// thread fills megabytes while the other cores wait (reading a large spec), the faults are
/// better taken by an idle core ahead of it.
public enum Prefault {
    /// Calls `body` while another thread maps the whole pages of the address ranges `ranges`
    /// (start address, byte count) for writing, and returns when both are done. Mapping does not
    /// change what memory holds, so the ranges are addresses, not pointers: a range that `body`
    /// frees or moves is at worst mapped in vain.
    public static func populating<T>(_ ranges: [(start: Int, bytes: Int)], while body: () -> T) -> T {
        #if os(Linux)
        guard !ranges.isEmpty else { return body() }
        // Two iterations of one apply, not a task queued for another thread: the calling thread
        // runs whatever no other thread takes, so a caller that is itself one of many workers
        // never waits on a queue that its peers keep busy.
        return withoutActuallyEscaping(body) { body in
            // Both iterations are over when the apply returns, so neither outlives this call.
            nonisolated(unsafe) let body = body
            nonisolated(unsafe) var result: T?
            DispatchQueue.concurrentPerform(iterations: 2) { k in
                if k == 0 {
                    result = body()
                } else {
                    for range in ranges { populate(range) }
                }
            }
            return result!
        }
        #else
        return body()
        #endif
    }

    #if os(Linux)
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    private static func populate(_ range: (start: Int, bytes: Int)) {
        let first = (range.start + pageSize - 1) & ~(pageSize - 1)
        let end = (range.start + range.bytes) & ~(pageSize - 1)
        // Linux 5.14 and later; older kernels refuse the advice, and the filling thread faults as ever.
        if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_POPULATE_WRITE) }
    }
    #endif
}
