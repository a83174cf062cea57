// GPOSPairs.swift reads GPOS pair adjustment (lookup type 2, formats 1 and 2, also behind type 9 extensions) into kerning between glyphs.

/// GPOSPairs is the pair adjustment of a GPOS table's lookups, evaluated at one instance: for
/// a first glyph, the change to the pair's advance (the first glyph's and the second's
/// XAdvance, with their variation deltas) after each second glyph.
struct GPOSPairs: Sendable {
    let features: LayoutFeatures
    let table: FontBytes
    let lookupList: Int
    let lookupCount: Int
    let deltas: VariationStore?

    init(_ gpos: FontBytes, deltas: VariationStore?) throws(FontError) {
        guard try gpos.u16(0) == 1 else { throw gpos.error("major version \(try gpos.u16(0)) is not 1", at: 0) }
        features = try LayoutFeatures(gpos)
        table = gpos
        lookupList = Int(try gpos.u16(8))
        lookupCount = lookupList == 0 ? 0 : Int(try gpos.u16(lookupList))
        self.deltas = deltas
    }

    /// One pair adjustment subtable, its values already at the instance.
    enum Subtable {
        case pairs(CoverageTable, [[Int: Int]])
        case classes(CoverageTable, first: ClassDefinition, second: ClassDefinition, secondCount: Int, values: [Int])
    }

    /// subtables(of:budget:) are the pair adjustment subtables of lookup `index`, in order; a lookup
    /// of another type has none. Each record read is taken from `budget`, and the font refused
    /// when it runs out: records may be empty (value formats with no fields) and pair sets may
    /// share their bytes, so a font of a few kilobytes can claim billions of them.
    func subtables(of index: Int, budget: inout Int) throws(FontError) -> [Subtable] {
        guard index < lookupCount else { throw table.error("lookup \(index) is beyond the \(lookupCount) lookups", at: lookupList) }
        let lookup = lookupList + Int(try table.u16(lookupList + 2 + index * 2))
        let type = try table.u16(lookup)
        guard type == 2 || type == 9 else { return [] }
        let count = Int(try table.u16(lookup + 4))
        try table.require(at: lookup + 6, count: count, stride: 2)
        var result: [Subtable] = []
        for number in 0..<count {
            var subtable = try table.window(at: lookup + Int(try table.u16(lookup + 6 + number * 2)))
            if type == 9 {
                guard try subtable.u16(0) == 1 else { throw subtable.error("extension format \(try subtable.u16(0)) is not 1", at: 0) }
                let extended = try subtable.u16(2)
                // An extension may only point at a lookup of another type: one that points at
                // an extension again would be a loop.
                guard extended != 9 else { throw subtable.error("an extension subtable points at another extension", at: 2) }
                guard extended == 2 else { continue }
                subtable = try subtable.window(at: Int(try subtable.u32(4)))
            }
            result.append(try Self.pairSubtable(subtable, deltas: deltas, budget: &budget))
        }
        return result
    }

    private static func pairSubtable(_ table: FontBytes, deltas: VariationStore?, budget: inout Int) throws(FontError) -> Subtable {
        let format = try table.u16(0)
        let coverage = try CoverageTable(try table.window(at: Int(try table.u16(2))))
        let format1 = ValueFormat(try table.u16(4)), format2 = ValueFormat(try table.u16(6))
        func spend(_ records: Int) throws(FontError) {
            budget -= records
            guard budget >= 0 else {
                throw table.error("pair adjustments claim more records than rowc reads (\(records) in one table); rowc refuses a font that kerns so many", at: 0)
            }
        }
        // Device offsets count from `base`: the PairSet in format 1 (as HarfBuzz and fontTools
        // read them, and as fonts are built), the subtable in format 2.
        func advance(_ base: FontBytes, _ record: Int) throws(FontError) -> Int {
            try format1.advance(base, at: record, deltas: deltas) + format2.advance(base, at: record + format1.size, deltas: deltas)
        }
        switch format {
        case 1:
            let setCount = Int(try table.u16(8))
            try table.require(at: 10, count: setCount, stride: 2)
            let recordSize = 2 + format1.size + format2.size
            var sets: [[Int: Int]] = []
            for index in 0..<min(setCount, coverage.glyphs.count) {
                let set = try table.window(at: Int(try table.u16(10 + index * 2)))
                let pairCount = Int(try set.u16(0))
                try spend(pairCount)
                try set.require(at: 2, count: pairCount, stride: recordSize)
                var pairs: [Int: Int] = [:]
                for pair in 0..<pairCount {
                    let record = 2 + pair * recordSize
                    let second = Int(try set.u16(record))
                    if pairs[second] == nil { pairs[second] = try advance(set, record + 2) }
                }
                sets.append(pairs)
            }
            return .pairs(coverage, sets)
        case 2:
            let first = try ClassDefinition(try table.window(at: Int(try table.u16(8))))
            let second = try ClassDefinition(try table.window(at: Int(try table.u16(10))))
            let firstCount = Int(try table.u16(12)), secondCount = Int(try table.u16(14))
            let recordSize = format1.size + format2.size
            try spend(firstCount * secondCount)
            try table.require(at: 16, count: firstCount * secondCount, stride: recordSize)
            var values: [Int] = []
            values.reserveCapacity(firstCount * secondCount)
            for cell in 0..<(firstCount * secondCount) { values.append(try advance(table, 16 + cell * recordSize)) }
            return .classes(coverage, first: first, second: second, secondCount: secondCount, values: values)
        default:
            throw table.error("pair adjustment format \(format) is not 1 or 2", at: 0)
        }
    }
}

/// ValueFormat says which fields a GPOS value record holds; rowc reads XAdvance and the
/// variation delta its device offset points at, the parts that change a line's width.
struct ValueFormat: Sendable {
    let bits: UInt16

    init(_ bits: UInt16) { self.bits = bits }

    /// size is the record's length in bytes: two for each field present.
    var size: Int { (bits & 0xFF).nonzeroBitCount * 2 }

    func advance(_ table: FontBytes, at record: Int, deltas: VariationStore?) throws(FontError) -> Int {
        var value = 0
        if bits & 0x4 != 0 { value = Int(try table.i16(record + (bits & 0x3).nonzeroBitCount * 2)) }
        if bits & 0x40 != 0, let deltas {
            let device = Int(try table.u16(record + (bits & 0x3F).nonzeroBitCount * 2))
            // Format 0x8000 is a VariationIndex; formats 1 to 3 adjust for one pixel size when hinting.
            if device != 0, try table.u16(device + 4) == 0x8000 {
                let delta = try deltas.delta(outer: Int(try table.u16(device)), inner: Int(try table.u16(device + 2)))
                value += Int(delta.rounded())
            }
        }
        return value
    }
}
