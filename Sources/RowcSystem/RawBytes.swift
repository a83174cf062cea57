// RawBytes.swift compares and searches bytes in memory with memcmp and memchr, which are faster than a loop in Swift.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum RawBytes {
    /// Whether the `count` bytes at `a` equal those at `b`. Inlined, so a lookup costs the
    /// memcmp call and nothing more.
    @inlinable @inline(__always)
    public static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// The index of the first `byte` in `bytes` at or after `start`, if there is one: memchr(3).
    @inlinable
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let found = memchr(bytes.baseAddress! + start, Int32(byte), bytes.count - start) else { return nil }
        return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
