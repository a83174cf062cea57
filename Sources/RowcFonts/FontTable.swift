// FontTable.swift makes a metrics table from a font face: its advances, its kerning as classes, its tracking, and the fixed rules around them.

import RowKit

/// FontTable turns what a face measures into a `RowMetricsTable`, the one path by which both the
/// built-in table and a team's own are made.
public enum FontTable {
    public static func make(_ face: FontFace, pairBudget: Int = FontFace.pairBudget) throws(FontError) -> RowMetricsTable {
        let unitsPerEm = face.unitsPerEm
        // The font's own advances, less the private use areas and the scalars that never advance.
        var drawn: [(scalar: UInt32, advance: Int)] = []
        drawn.reserveCapacity(face.mappings.count)
        // The mappings ascend, as the ranges do, so one pass over each tells which to skip.
        let skipped = (FontTableRules.zero + FontTableRules.privateUse).sorted { $0.lowerBound < $1.lowerBound }
        var range = 0
        for (scalar, glyph) in face.mappings {
            while range < skipped.count && skipped[range].upperBound < scalar { range += 1 }
            if range < skipped.count && skipped[range].contains(scalar) { continue }
            drawn.append((scalar, min(try face.advance(of: glyph), 65535)))
        }
        var table = RowMetricsTable(unitsPerEm: unitsPerEm, defaultAdvance: Int(FontTableRules.defaultEm * Double(unitsPerEm) + 0.5))
        // A hostile font's names may hold anything; a table's lines hold what reads back.
        table.fontName = face.fullName.flatMap(RowMetricsTable.directive)
        table.fontVersion = face.version.flatMap(RowMetricsTable.directive)
        if !face.instance.isEmpty {
            let axes = face.instance.map { "\($0.tag.replacingSpaces)=\(RowcFonts.format($0.value))" }
            table.instance = RowMetricsTable.directive(axes.joined(separator: " "))
        }
        table.tracking = face.tracking.map { RowMetricsTable.Tracking(size: $0.size, value: $0.value) }
        // Kerning only between scalars the font itself draws: a fallback font's glyphs do not
        // kern with this one's.
        let scalars = drawn.map(\.scalar)
        func isDrawn(_ scalar: UInt32) -> Bool {
            var low = 0, high = scalars.count
            while low < high {
                let middle = (low + high) / 2
                if scalars[middle] < scalar { low = middle + 1 } else { high = middle }
            }
            return low < scalars.count && scalars[low] == scalar
        }
        let pairs = try face.kerningPairs(budget: pairBudget).filter { isDrawn($0.key) }.mapValues { $0.filter { isDrawn($0.key) } }
        let classes = KerningClasses(pairs)
        let most = RowMetricsTable.maximumKerningClasses
        guard classes.leftCount <= most, classes.rightCount <= most else {
            throw FontError(table: face.kerningTable, "its kerning needs \(classes.leftCount) left and \(classes.rightCount) right classes; a metrics table holds at most \(most) of each")
        }
        table.leftClasses = classes.leftCount
        table.rightClasses = classes.rightCount
        table.kerning = classes.cells
        table.entries = entries(drawn, classes: classes, unitsPerEm: unitsPerEm, default: table.defaultAdvance)
        table.comments = [
            "Made by `rowc metrics` from the font named below: advances, kerning and tracking in font",
            "units (grammar.md, \"Text metrics\"). Remake it rather than edit it.",
        ]
        return table
    }

    // The entries, in one ascending sweep: the scalars that never advance, then the font's own
    // scalars, then the fallback widths where the font has none, each before the next; runs of
    // equal advance and classes make one entry, and runs at the default are left out. Ranges
    // are taken whole, so the work follows the font's size, not Unicode's.
    private static func entries(_ drawn: [(scalar: UInt32, advance: Int)], classes: KerningClasses, unitsPerEm: Int,
                                default fallback: Int) -> [RowMetricsTable.Entry] {
        var entries: [RowMetricsTable.Entry] = []
        func add(_ first: UInt32, _ last: UInt32, _ advance: Int, _ left: Int = 0, _ right: Int = 0) {
            if advance == fallback && left == 0 && right == 0 { return }
            if let previous = entries.last, previous.last &+ 1 == first, previous.advance == advance,
               previous.left == left, previous.right == right {
                entries[entries.count - 1].last = last
            } else {
                entries.append(RowMetricsTable.Entry(first: first, last: last, advance: advance, left: left, right: right))
            }
        }
        let zero = FontTableRules.zero, rules = FontTableRules.fallback
        var z = 0, d = 0, r = 0
        var scalar: UInt32 = 0
        while scalar <= 0x10FFFF {
            while z < zero.count && zero[z].upperBound < scalar { z += 1 }
            while d < drawn.count && drawn[d].scalar < scalar { d += 1 }
            while r < rules.count && rules[r].range.upperBound < scalar { r += 1 }
            let nextZero = z < zero.count ? zero[z].lowerBound : 0x110000
            let nextDrawn = d < drawn.count ? drawn[d].scalar : 0x110000
            if nextZero <= scalar {
                add(scalar, zero[z].upperBound, 0)
                scalar = zero[z].upperBound + 1
            } else if nextDrawn == scalar {
                add(scalar, scalar, drawn[d].advance, classes.left[scalar] ?? 0, classes.right[scalar] ?? 0)
                scalar += 1
            } else if r < rules.count && rules[r].range.lowerBound <= scalar {
                let last = min(rules[r].range.upperBound, nextZero - 1, nextDrawn - 1)
                add(scalar, last, rules[r].em == 1 ? unitsPerEm : unitsPerEm / 2)
                scalar = last + 1
            } else {
                // Nothing until the next rule or scalar: the default, which no entry lists.
                scalar = min(nextZero, nextDrawn, r < rules.count ? rules[r].range.lowerBound : 0x110000)
            }
        }
        return entries
    }
}

/// KerningClasses groups scalars whose kerning is the same: scalars with equal rows (the
/// kerning after them) share a left class, and scalars with equal columns a right class, so
/// the table lists one value per pair of classes instead of one per pair of scalars.
struct KerningClasses {
    var left: [UInt32: Int] = [:]
    var right: [UInt32: Int] = [:]
    var leftCount = 0
    var rightCount = 0
    var cells: [RowMetricsTable.Kern] = []

    init(_ pairs: [UInt32: [UInt32: Int]]) {
        // Classes are numbered in scalar order, so the same font always gives the same table.
        var rowClass: [[Int]: Int] = [:]
        var rows: [Int: [(UInt32, Int)]] = [:]
        for first in pairs.keys.sorted() {
            let row = (pairs[first] ?? [:]).filter { $0.value != 0 }.sorted { $0.key < $1.key }
            guard !row.isEmpty else { continue }
            let key = row.flatMap { [Int($0.key), min(max($0.value, -32768), 32767)] }
            if let known = rowClass[key] {
                left[first] = known
            } else {
                leftCount += 1
                rowClass[key] = leftCount
                rows[leftCount] = row.map { ($0.key, min(max($0.value, -32768), 32767)) }
                left[first] = leftCount
            }
        }
        var columns: [UInt32: [(Int, Int)]] = [:]
        for leftClass in 1...max(leftCount, 1) where leftCount > 0 {
            for (second, value) in rows[leftClass] ?? [] { columns[second, default: []].append((leftClass, value)) }
        }
        var columnClass: [[Int]: Int] = [:]
        for second in columns.keys.sorted() {
            let key = (columns[second] ?? []).flatMap { [$0.0, $0.1] }
            if let known = columnClass[key] {
                right[second] = known
            } else {
                rightCount += 1
                columnClass[key] = rightCount
                right[second] = rightCount
                cells += (columns[second] ?? []).map { RowMetricsTable.Kern(left: $0.0, right: rightCount, value: $0.1) }
            }
        }
        cells.sort { ($0.left, $0.right) < ($1.left, $1.right) }
    }
}

extension String {
    // An axis tag's padding spaces (as in 'GR  ') would split it in two on the instance line.
    var replacingSpaces: String { String(unicodeScalars.filter { $0 != " " }) }
}
