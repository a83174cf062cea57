// VariationStore.swift reads OpenType's item variation store and delta-set index maps: the deltas HVAR and GDEF add at an instance.

/// VariationStore is an item variation store evaluated at one instance: `delta(outer:inner:)`
/// is the sum of each region's delta scaled by how far the instance lies inside the region.
struct VariationStore: Sendable {
    let table: FontBytes
    // Each region's scalar at the instance.
    let regionScalars: [Double]
    // The offsets of the item variation data subtables.
    let dataOffsets: [Int]

    /// init(_:coordinates:) reads the store in `table` (a window starting at the store) for
    /// normalised coordinates in 2.14 units, one per fvar axis.
    init(_ table: FontBytes, coordinates: [Int]) throws(FontError) {
        guard try table.u16(0) == 1 else { throw table.error("item variation store format \(try table.u16(0)) is not 1", at: 0) }
        let regions = try table.window(at: Int(try table.u32(2)))
        let axisCount = Int(try regions.u16(0)), regionCount = Int(try regions.u16(2))
        try regions.require(at: 4, count: regionCount, stride: axisCount * 6)
        var scalars: [Double] = []
        for region in 0..<regionCount {
            var scalar = 1.0
            for axis in 0..<axisCount {
                let record = 4 + (region * axisCount + axis) * 6
                let start = try regions.f2dot14(record), peak = try regions.f2dot14(record + 2)
                let end = try regions.f2dot14(record + 4)
                let value = axis < coordinates.count ? coordinates[axis] : 0
                scalar *= Self.axisScalar(value, start: start, peak: peak, end: end)
            }
            scalars.append(scalar)
        }
        let count = Int(try table.u16(6))
        try table.require(at: 8, count: count, stride: 4)
        var offsets: [Int] = []
        for index in 0..<count { offsets.append(Int(try table.u32(8 + index * 4))) }
        self.table = table
        regionScalars = scalars
        dataOffsets = offsets
    }

    // How much of a region's delta applies on one axis (OpenType, "Algorithm for
    // interpolation of instance values").
    static func axisScalar(_ value: Int, start: Int, peak: Int, end: Int) -> Double {
        if start > peak || peak > end { return 1 }
        if start < 0 && end > 0 && peak != 0 { return 1 }
        if peak == 0 || value == peak { return 1 }
        if value <= start || value >= end { return 0 }
        return value < peak ? Double(value - start) / Double(peak - start) : Double(end - value) / Double(end - peak)
    }

    /// delta(outer:inner:) is the delta of item `inner` of data subtable `outer` at the instance.
    func delta(outer: Int, inner: Int) throws(FontError) -> Double {
        guard outer < dataOffsets.count else {
            throw table.error("delta-set index \(outer):\(inner) names data subtable \(outer); the store has \(dataOffsets.count)")
        }
        let data = try table.window(at: dataOffsets[outer])
        let itemCount = Int(try data.u16(0)), wordField = Int(try data.u16(2)), regionCount = Int(try data.u16(4))
        guard inner < itemCount else { return 0 }
        let long = wordField & 0x8000 != 0, words = wordField & 0x7FFF
        guard words <= regionCount else { throw data.error("wordDeltaCount \(words) exceeds regionIndexCount \(regionCount)", at: 2) }
        let wide = long ? 4 : 2, narrow = long ? 2 : 1
        let rowSize = words * wide + (regionCount - words) * narrow
        let row = 6 + regionCount * 2 + inner * rowSize
        try data.check(row, rowSize)
        var total = 0.0
        for column in 0..<regionCount {
            let region = Int(try data.u16(6 + column * 2))
            guard region < regionScalars.count else {
                throw data.error("region index \(region) is beyond the \(regionScalars.count) regions", at: 6 + column * 2)
            }
            let delta: Int
            if column < words {
                delta = long ? Int(try data.i32(row + column * 4)) : Int(try data.i16(row + column * 2))
            } else {
                let at = row + words * wide + (column - words) * narrow
                delta = long ? Int(try data.i16(at)) : Int(Int8(bitPattern: try data.u8(at)))
            }
            total += regionScalars[region] * Double(delta)
        }
        return total
    }
}

/// DeltaSetIndexMap maps a glyph to an (outer, inner) index of a variation store; glyphs past
/// its end use its last entry.
struct DeltaSetIndexMap: Sendable {
    let table: FontBytes
    let count: Int, entrySize: Int, innerBits: Int, first: Int

    init(_ table: FontBytes) throws(FontError) {
        let format = try table.u8(0), entryFormat = Int(try table.u8(1))
        switch format {
        case 0: count = Int(try table.u16(2)); first = 4
        case 1: count = Int(try table.u32(2)); first = 6
        default: throw table.error("delta-set index map format \(format) is not 0 or 1", at: 0)
        }
        entrySize = (entryFormat >> 4 & 3) + 1
        innerBits = (entryFormat & 0x0F) + 1
        try table.require(at: first, count: count, stride: entrySize)
        self.table = table
    }

    func index(of glyph: Int) throws(FontError) -> (outer: Int, inner: Int) {
        guard count > 0 else { return (0, glyph) }
        let at = first + min(glyph, count - 1) * entrySize
        var entry = 0
        for byte in 0..<entrySize { entry = entry << 8 | Int(try table.u8(at + byte)) }
        return (entry >> innerBits, entry & (1 << innerBits - 1))
    }
}
