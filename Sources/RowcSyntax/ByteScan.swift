// ByteScan.swift finds the end of a name or of a string's plain text eight bytes at a time.

/// Word-at-a-time scanning: eight bytes are loaded as one 64-bit word and tested together, with
/// the answer for each byte in its high bit. Names and string bodies are most of a spec's bytes,
/// and testing them one at a time cost the lexer a compare and a branch for every byte.
///
/// The masks are exact for every byte (no carry crosses from one byte into the next), so the
/// lowest flagged byte is the first byte of interest. Words are read in little-endian order,
/// so the first byte in memory is the lowest one in the word.
enum ByteScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `bytes[i..<i + 8]`, the first lowest; the caller checks they are in bounds.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `x`, all of whose bytes are at most 0x7F, that is at least `low`.
    /// Adding 0x80 - `low` carries into a byte's high bit exactly then, and never out of the byte.
    @inline(__always)
    static func atLeast(_ x: UInt64, _ low: UInt8) -> UInt64 {
        (x &+ ones &* UInt64(0x80 &- low)) & highBits
    }

    /// The high bit of each byte of `x` (bytes at most 0x7F) that is `byte`.
    @inline(__always)
    static func equal(_ x: UInt64, _ byte: UInt8) -> UInt64 {
        ~atLeast(x ^ ones &* UInt64(byte), 1) & highBits
    }

    /// The high bit of each byte of `w` that cannot continue a name: anything but a letter, a digit or `_`.
    @inline(__always)
    static func notNameBytes(_ w: UInt64) -> UInt64 {
        let x = w & ~highBits
        // Setting bit 5 folds capitals onto lower case, and no other byte onto a letter.
        let folded = x | ones &* 0x20
        let letters = atLeast(folded, UInt8(ascii: "a")) & ~atLeast(folded, UInt8(ascii: "z") + 1)
        let digits = atLeast(x, UInt8(ascii: "0")) & ~atLeast(x, UInt8(ascii: "9") + 1)
        // Bytes of 0x80 and above are never name bytes: their high bit stays.
        return (~(letters | digits | equal(x, UInt8(ascii: "_"))) | w) & highBits
    }

    /// The high bit of each byte of `w` where plain string text stops: a control character, `"`,
    /// `\`, DEL or any byte of 0x80 and above. (A tab is plain, but rare enough to stop for.)
    @inline(__always)
    static func stringStops(_ w: UInt64) -> UInt64 {
        let x = w & ~highBits
        let printable = atLeast(x, 0x20) & ~atLeast(x, 0x7F)
        return (~printable | equal(x, UInt8(ascii: "\"")) | equal(x, UInt8(ascii: "\\")) | w) & highBits
    }

    /// The first index from `i` whose byte cannot continue a name, or `bytes.count`.
    @inline(__always)
    static func skipNameBytes(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        skip(bytes, from: i, stoppingAt: notNameBytes, continuing: Lexer.isIdentifierContinue)
    }

    /// The first index from `i` where plain string text stops (see `stringStops`), or `bytes.count`.
    @inline(__always)
    static func skipPlainStringText(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        skip(bytes, from: i, stoppingAt: stringStops, continuing: Lexer.isPlainStringText)
    }

    /// The first index from `i` of a byte that `stops` flags, a word at a time while eight bytes
    /// remain, then a byte at a time by `continues`, which must agree with it.
    @inline(__always)
    private static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int, stoppingAt stops: (UInt64) -> UInt64,
                             continuing continues: (UInt8) -> Bool) -> Int {
        var j = i
        while j &+ 8 <= bytes.count {
            let flagged = stops(word(bytes, at: j))
            if flagged != 0 { return j &+ flagged.trailingZeroBitCount &>> 3 }
            j &+= 8
        }
        while j < bytes.count, continues(bytes[j]) { j &+= 1 }
        return j
    }

    /// The bytes `bytes[start..<end]`, at most eight, packed into a word the first lowest.
    @inline(__always)
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let count = end - start
        if start &+ 8 <= bytes.count {
            return count == 8 ? word(bytes, at: start) : word(bytes, at: start) & (1 &<< (UInt64(count) &* 8) &- 1)
        }
        var packed: UInt64 = 0
        for k in 0..<count { packed |= UInt64(bytes[start + k]) &<< (UInt64(k) &* 8) }
        return packed
    }
}
