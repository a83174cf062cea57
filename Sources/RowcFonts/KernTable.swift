// KernTable.swift reads the 'kern' table's format 0 subtables: adjustments for pairs of glyphs.

/// KernTable holds the horizontal kerning pairs of the 'kern' table's format 0 subtables, in
/// both the OpenType (version 0) and Apple (version 1.0) headers. Cross-stream and minimum
/// subtables, and other formats, are skipped, as shapers skip them for spacing.
struct KernTable: Sendable {
    /// pairs maps a first glyph to the adjustment after it, by second glyph.
    let pairs: [Int: [Int: Int]]

    init(_ kern: FontBytes) throws(FontError) {
        var pairs: [Int: [Int: Int]] = [:]
        let apple = try kern.u16(0) == 1
        let count = apple ? Int(try kern.u32(4)) : Int(try kern.u16(2))
        var at = apple ? 8 : 4
        for _ in 0..<count {
            guard at < kern.count else { break }
            let length: Int, format: UInt16, horizontal: Bool, override: Bool, header: Int
            if apple {
                length = Int(try kern.u32(at))
                let coverage = try kern.u16(at + 4)
                format = coverage & 0xFF
                horizontal = coverage & 0xE000 == 0
                override = false
                header = 8
            } else {
                length = Int(try kern.u16(at + 2))
                let coverage = try kern.u16(at + 4)
                format = coverage >> 8
                horizontal = coverage & 0x7 == 0x1
                override = coverage & 0x8 != 0
                header = 6
            }
            if format == 0 && horizontal {
                let pairCount = Int(try kern.u16(at + header))
                let first = at + header + 8
                // A subtable's 16-bit length overflows past 10,920 pairs, so the count decides.
                try kern.require(at: first, count: pairCount, stride: 6)
                for index in 0..<pairCount {
                    let record = first + index * 6
                    let left = Int(try kern.u16(record)), right = Int(try kern.u16(record + 2))
                    let value = Int(try kern.i16(record + 4))
                    pairs[left, default: [:]][right] = override ? value : (pairs[left]?[right] ?? 0) + value
                }
                at = first + pairCount * 6
                continue
            }
            guard length >= header else { throw kern.error("subtable length \(length) is shorter than its header", at: at) }
            at += length
        }
        self.pairs = pairs
    }
}
