// ByteScan.swift finds the end of a name or of a string's plain text eight bytes at a time.

import RowcSource

/// Word-at-a-time scanning (see `ByteWords`). Names and string bodies are most of a spec's
/// bytes, and testing them one at a time cost the lexer a compare and a branch for every byte.
enum ByteScan {
    /// The high bit of each byte of `w` that cannot continue a name: anything but a letter, a digit or `_`.
    @inline(__always)
    static func notNameBytes(_ w: UInt64) -> UInt64 {
        let x = w & ~ByteWords.highBits
        // Setting bit 5 folds capitals onto lower case, and no other byte onto a letter.
        let folded = x | ByteWords.ones &* 0x20
        let letters = ByteWords.atLeast(folded, UInt8(ascii: "a")) & ~ByteWords.atLeast(folded, UInt8(ascii: "z") + 1)
        // Bytes of 0x80 and above are never name bytes: their high bit stays.
        return (~(letters | ByteWords.digits(x) | ByteWords.equal(x, UInt8(ascii: "_"))) | w) & ByteWords.highBits
    }

    /// The high bit of each byte of `w` where plain string text stops: a control character, `"`,
    /// `\`, DEL or any byte of 0x80 and above. (A tab is plain, but rare enough to stop for.)
    @inline(__always)
    static func stringStops(_ w: UInt64) -> UInt64 {
        let x = w & ~ByteWords.highBits
        let printable = ByteWords.atLeast(x, 0x20) & ~ByteWords.atLeast(x, 0x7F)
        return (~printable | ByteWords.equal(x, UInt8(ascii: "\"")) | ByteWords.equal(x, UInt8(ascii: "\\")) | w)
            & ByteWords.highBits
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
            let flagged = stops(ByteWords.word(bytes, at: j))
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
            return count == 8 ? ByteWords.word(bytes, at: start) : ByteWords.word(bytes, at: start) & (1 &<< (UInt64(count) &* 8) &- 1)
        }
        var packed: UInt64 = 0
        for k in 0..<count { packed |= UInt64(bytes[start + k]) &<< (UInt64(k) &* 8) }
        return packed
    }
}
