// CMapTable.swift reads 'cmap': which glyph draws each Unicode scalar (subtable formats 4 and 12).

/// CMapTable maps Unicode scalars to glyphs, from the best Unicode subtable of a format rowc
/// reads: a full-repertoire one (format 12, Windows encoding 10 or Unicode platform) before a
/// BMP one (format 4).
public struct CMapTable: Sendable {
    /// mappings are every scalar the font maps to a glyph other than .notdef, ascending.
    public let mappings: [(scalar: UInt32, glyph: Int)]

    public init(_ table: FontBytes, glyphCount: Int) throws(FontError) {
        let count = Int(try table.u16(2))
        try table.require(at: 4, count: count, stride: 8)
        var candidates: [(rank: Int, offset: Int)] = []
        for index in 0..<count {
            let record = 4 + index * 8
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let offset = Int(try table.u32(record + 4))
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, 4), (0, 6): rank = 1
            case (3, 1): rank = 2
            case (0, 3): rank = 3
            case (0, _): rank = 4
            default: continue
            }
            candidates.append((rank, offset))
        }
        for candidate in candidates.sorted(by: { $0.rank < $1.rank }) {
            let subtable = try table.window(at: candidate.offset)
            switch try subtable.u16(0) {
            case 4: mappings = try Self.format4(subtable, glyphCount: glyphCount); return
            case 12: mappings = try Self.format12(subtable, glyphCount: glyphCount); return
            default: continue
            }
        }
        throw table.error("no Unicode subtable of format 4 or 12, the formats rowc reads")
    }

    private static func format4(_ table: FontBytes, glyphCount: Int) throws(FontError) -> [(scalar: UInt32, glyph: Int)] {
        let segments = Int(try table.u16(6)) / 2
        let ends = 14, starts = 16 + segments * 2, deltas = starts + segments * 2, ranges = deltas + segments * 2
        try table.require(at: ends, count: segments * 4 + 1, stride: 2)
        var result: [(scalar: UInt32, glyph: Int)] = []
        var previousEnd = -1
        for segment in 0..<segments {
            let end = Int(try table.u16(ends + segment * 2)), start = Int(try table.u16(starts + segment * 2))
            let delta = Int(try table.u16(deltas + segment * 2))
            let rangeOffset = Int(try table.u16(ranges + segment * 2))
            guard start <= end else { continue }
            guard start > previousEnd else {
                throw table.error("segment \(segment) (U+\(hex(start))..U+\(hex(end))) overlaps the one before; segments must ascend", at: starts + segment * 2)
            }
            previousEnd = end
            for code in start...end where code != 0xFFFF && !(0xD800...0xDFFF).contains(code) {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    // The offset counts from the idRangeOffset entry itself into glyphIdArray.
                    glyph = Int(try table.u16(ranges + segment * 2 + rangeOffset + (code - start) * 2))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 && glyph < glyphCount { result.append((UInt32(code), glyph)) }
            }
        }
        return result
    }

    private static func format12(_ table: FontBytes, glyphCount: Int) throws(FontError) -> [(scalar: UInt32, glyph: Int)] {
        let groups = Int(try table.u32(12))
        try table.require(at: 16, count: groups, stride: 12)
        var result: [(scalar: UInt32, glyph: Int)] = []
        var previousEnd: Int64 = -1
        for group in 0..<groups {
            let record = 16 + group * 12
            let start = Int64(try table.u32(record)), end = Int64(try table.u32(record + 4))
            let firstGlyph = Int64(try table.u32(record + 8))
            guard start <= end, end <= 0x10FFFF else {
                throw table.error("group \(group) maps \(start)...\(end), not an ascending range of Unicode scalars", at: record)
            }
            guard start > previousEnd else {
                throw table.error("group \(group) overlaps the one before; groups must ascend", at: record)
            }
            previousEnd = end
            for code in start...end where !(0xD800...0xDFFF).contains(code) {
                let glyph = firstGlyph + (code - start)
                guard glyph < Int64(glyphCount) else { break }
                if glyph != 0 { result.append((UInt32(code), Int(glyph))) }
            }
        }
        return result
    }
}

func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
