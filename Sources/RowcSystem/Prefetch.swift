// Prefetch.swift starts loading memory that a read needs soon, for the checker's hash table lookups.

import CSystem

public enum Prefetch {
    /// Starts loading the cache line at `address`: a lookup that is a few steps ahead of its read
    /// then finds its slot in the cache instead of waiting on memory. Inlined, so that it costs
    /// the one instruction the C builtin is.
    @inlinable @inline(__always)
    public static func forReading(_ address: UnsafeRawPointer) {
        rowc_prefetch(address)
    }
}
