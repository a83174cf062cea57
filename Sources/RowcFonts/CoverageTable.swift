// CoverageTable.swift reads OpenType's Coverage and ClassDef tables, which GPOS subtables use to name glyphs.

/// CoverageTable is the set of glyphs a subtable applies to (formats 1 and 2).
struct CoverageTable: Sendable {
    /// glyphs are the covered glyphs, ascending; the coverage index is the position here.
    let glyphs: [Int]

    init(_ table: FontBytes) throws(FontError) {
        var glyphs: [Int] = []
        switch try table.u16(0) {
        case 1:
            let count = Int(try table.u16(2))
            try table.require(at: 4, count: count, stride: 2)
            for index in 0..<count { glyphs.append(Int(try table.u16(4 + index * 2))) }
        case 2:
            for range in try table.rangeRecords("coverage range", valuesCountGlyphs: true) {
                glyphs.append(contentsOf: range.first...range.last)
            }
        case let format:
            throw table.error("coverage format \(format) is not 1 or 2", at: 0)
        }
        for index in glyphs.indices.dropFirst() where glyphs[index] <= glyphs[index - 1] {
            throw table.error("coverage glyphs do not ascend (glyph \(glyphs[index]) after \(glyphs[index - 1]))")
        }
        self.glyphs = glyphs
    }

    /// index(of:) is `glyph`'s coverage index, or nil when it is not covered.
    func index(of glyph: Int) -> Int? {
        var low = 0, high = glyphs.count
        while low < high {
            let middle = (low + high) / 2
            if glyphs[middle] < glyph { low = middle + 1 } else { high = middle }
        }
        return low < glyphs.count && glyphs[low] == glyph ? low : nil
    }
}

/// ClassDefinition gives glyphs classes (formats 1 and 2); a glyph it does not list is in class 0.
struct ClassDefinition: Sendable {
    // (first, last, class), ascending and disjoint.
    let ranges: [(first: Int, last: Int, value: Int)]

    init(_ table: FontBytes) throws(FontError) {
        var ranges: [(first: Int, last: Int, value: Int)] = []
        switch try table.u16(0) {
        case 1:
            let start = Int(try table.u16(2)), count = Int(try table.u16(4))
            try table.require(at: 6, count: count, stride: 2)
            for index in 0..<count {
                let value = Int(try table.u16(6 + index * 2))
                if value != 0 { ranges.append((start + index, start + index, value)) }
            }
        case 2:
            ranges = try table.rangeRecords("class range", valuesCountGlyphs: false)
        case let format:
            throw table.error("class definition format \(format) is not 1 or 2", at: 0)
        }
        self.ranges = ranges
    }

    /// value(of:) is `glyph`'s class.
    func value(of glyph: Int) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < glyph { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].first <= glyph ? ranges[low].value : 0
    }
}

extension FontBytes {
    /// The range records of a format 2 Coverage or ClassDef table, whose layouts are the same:
    /// a count at 2, then from 4 six bytes a range, its first and last glyph and a value, its
    /// class or, where `valuesCountGlyphs`, the coverage index of its first glyph, which counts
    /// the glyphs of the ranges before it. Each range runs forwards and starts after the last one
    /// ends; `what` names a range in the error otherwise.
    func rangeRecords(_ what: String, valuesCountGlyphs: Bool) throws(FontError) -> [(first: Int, last: Int, value: Int)] {
        let count = Int(try u16(2))
        try require(at: 4, count: count, stride: 6)
        var ranges: [(first: Int, last: Int, value: Int)] = [], glyphs = 0
        for index in 0..<count {
            let record = 4 + index * 6
            let first = Int(try u16(record)), last = Int(try u16(record + 2)), value = Int(try u16(record + 4))
            guard first <= last, first > (ranges.last?.last ?? -1), !valuesCountGlyphs || value == glyphs else {
                throw error("\(what) \(index) is reversed or out of order", at: record)
            }
            ranges.append((first, last, value))
            glyphs += last - first + 1
        }
        return ranges
    }
}
