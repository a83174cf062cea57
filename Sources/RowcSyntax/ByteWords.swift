// ByteWords.swift tests eight bytes at a time: a 64-bit word read from a buffer, the answer for each byte in its high bit.

/// Word-at-a-time byte tests. Every mask is exact for every byte (no carry crosses from one
/// byte into the next), so the lowest flagged byte is the first byte of interest. Words are
/// read in little-endian order, so the first byte in memory is the lowest one in the word.
public enum ByteWords {
    public static let ones: UInt64 = 0x0101_0101_0101_0101
    public static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `bytes[i..<i + 8]`, the first lowest; the caller checks they are in bounds.
    @inlinable @inline(__always)
    public static func word(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `x`, all of whose bytes are at most 0x7F, that is at least `low`.
    /// Adding 0x80 - `low` carries into a byte's high bit exactly then, and never out of the byte.
    @inlinable @inline(__always)
    public static func atLeast(_ x: UInt64, _ low: UInt8) -> UInt64 {
        (x &+ ones &* UInt64(0x80 &- low)) & highBits
    }

    /// The high bit of each byte of `x` (bytes at most 0x7F) that is `byte`.
    @inlinable @inline(__always)
    public static func equal(_ x: UInt64, _ byte: UInt8) -> UInt64 {
        ~atLeast(x ^ ones &* UInt64(byte), 1) & highBits
    }

    /// The high bit of each byte of `x` (bytes at most 0x7F) that is an ASCII digit.
    @inlinable @inline(__always)
    public static func digits(_ x: UInt64) -> UInt64 {
        atLeast(x, UInt8(ascii: "0")) & ~atLeast(x, UInt8(ascii: "9") + 1)
    }

    /// Calls `body` with the bytes of `bytes` eight at a time, the first lowest, the last word
    /// padded with zero bytes. `readable` bytes from its start may be read, at least its count:
    /// bytes beyond it, inside a larger buffer it is part of, spare the last word a byte loop.
    @inlinable @inline(__always)
    public static func forEachWord(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int, _ body: (UInt64) -> Void) {
        var i = 0
        while i &+ 8 <= bytes.count {
            body(word(bytes, at: i))
            i &+= 8
        }
        let rest = bytes.count &- i
        guard rest > 0 else { return }
        let keep: UInt64 = 1 &<< (UInt64(rest) &* 8) &- 1
        if i &+ 8 <= readable {
            body(word(bytes, at: i) & keep)
        } else if bytes.count >= 8 {
            // The last eight bytes, shifted so that only the ones not yet passed remain.
            body(word(bytes, at: bytes.count &- 8) &>> (UInt64(8 &- rest) &* 8))
        } else {
            var packed: UInt64 = 0
            for k in 0..<rest { packed |= UInt64(bytes[i &+ k]) &<< (UInt64(k) &* 8) }
            body(packed)
        }
    }
}
