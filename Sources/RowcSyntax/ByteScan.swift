// ByteScan.swift finds the end of a name or of a string's plain text eight bytes at a time.

/// Word-at-a-time scanning: eight bytes are loaded as one 64-bit word and tested together, with
/// the answer for each byte in its high bit. Names and string bodies are most of a spec's bytes,
/// and testing them one at a time cost the lexer a compare and a branch for every byte.
///
/// The masks are exact for every byte (no borrow crosses from one byte into the next), so the
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

    /// The high bit of each byte of `w` in `low...high`, both at most 0x7F; bytes of 0x80 and
    /// above are never in range.
    @inline(__always)
    static func inRange(_ w: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let ascii = w & ~highBits
        // Per byte: (b | 0x80) - low keeps the high bit when b >= low, and (0x80 + high) - b when
        // b <= high; neither subtraction borrows out of its byte.
        let atLeastLow = (ascii | highBits) &- ones &* UInt64(low)
        let atMostHigh = ones &* UInt64(0x80 + high) &- ascii
        return atLeastLow & atMostHigh & ~w & highBits
    }

    /// The high bit of each byte of `w` that cannot continue a name: anything but a letter, a digit or `_`.
    @inline(__always)
    static func notNameBytes(_ w: UInt64) -> UInt64 {
        // Setting bit 5 folds capitals onto lower case, and no other byte onto a letter.
        let letters = inRange(w | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digits = inRange(w, UInt8(ascii: "0"), UInt8(ascii: "9"))
        let underscores = inRange(w, UInt8(ascii: "_"), UInt8(ascii: "_"))
        return ~(letters | digits | underscores) & highBits
    }

    /// The high bit of each byte of `w` where plain string text stops: a control character, `"`,
    /// `\`, DEL or any byte of 0x80 and above. (A tab is plain, but rare enough to stop for.)
    @inline(__always)
    static func stringStops(_ w: UInt64) -> UInt64 {
        let plain = inRange(w, 0x20, 0x7E) & ~inRange(w, UInt8(ascii: "\""), UInt8(ascii: "\""))
            & ~inRange(w, UInt8(ascii: "\\"), UInt8(ascii: "\\"))
        return ~plain & highBits
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
