// FontBuilder.swift assembles small TrueType files table by table, so tests can make fonts that are broken in one known way.

/// FontBuilder writes big-endian tables and wraps them in an sfnt table directory.
struct FontBuilder {
    var tables: [String: [UInt8]]

    /// A font of `glyphs` glyphs, each `advance` units wide, whose cmap maps A...Z to glyphs 1...26.
    static func minimal(glyphs: Int = 27, advance: Int = 500, unitsPerEm: Int = 1000) -> FontBuilder {
        var head = [UInt8](repeating: 0, count: 54)
        head.replace(at: 18, u16(unitsPerEm))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replace(at: 34, u16(1))
        return FontBuilder(tables: [
            "head": head,
            "maxp": u32(0x0000_5000) + u16(glyphs),
            "hhea": hhea,
            "hmtx": u16(advance) + u16(0),
            "cmap": cmap4(first: 0x41, last: 0x5A, firstGlyph: 1),
            "name": u16(0) + u16(0) + u16(6),
        ])
    }

    /// A cmap with one format 4 segment, `first...last` to glyphs from `firstGlyph`.
    static func cmap4(first: Int, last: Int, firstGlyph: Int) -> [UInt8] {
        let segments = 2
        var subtable = u16(4) + u16(16 + segments * 8) + u16(0) + u16(segments * 2) + u16(0) + u16(0) + u16(0)
        subtable += u16(last) + u16(0xFFFF) + u16(0)          // end codes, pad
        subtable += u16(first) + u16(0xFFFF)                  // start codes
        subtable += u16((firstGlyph - first) & 0xFFFF) + u16(1) // deltas
        subtable += u16(0) + u16(0)                           // range offsets
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
    }

    /// The font file: a table directory, then each table, four-byte aligned.
    var bytes: [UInt8] {
        let tags = tables.keys.sorted()
        var header = u32(0x0001_0000) + u16(tags.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        let start = 12 + tags.count * 16
        for tag in tags {
            let table = tables[tag] ?? []
            header += Array(tag.utf8) + u32(0) + u32(start + body.count) + u32(table.count)
            body += table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
        }
        return header + body
    }
}

func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
func u32(_ value: Int) -> [UInt8] { u16(value >> 16 & 0xFFFF) + u16(value & 0xFFFF) }

extension Array where Element == UInt8 {
    mutating func replace(at offset: Int, _ bytes: [UInt8]) { replaceSubrange(offset..<(offset + bytes.count), with: bytes) }
}
