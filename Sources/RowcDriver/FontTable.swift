// FontTable.swift makes a metrics table from a font face: its advances, its kerning as classes, its tracking, and the fixed rules around them.

import RowcFonts
import RowcLayout

/// FontTable turns what a face measures into a `MetricsTable`, the one path by which both the
/// built-in table and a team's own are made.
enum FontTable {
    static func make(_ face: FontFace) throws(FontError) -> MetricsTable {
        let unitsPerEm = face.unitsPerEm
        // The font's own advances, then the fallback widths where it has no glyph, then the
        // scalars that never advance, each rule overriding the one before.
        var advances: [UInt32: Int] = [:]
        var drawn = Set<UInt32>()
        for (scalar, glyph) in face.mappings where !FontTableRules.isPrivate(scalar) {
            advances[scalar] = min(try face.advance(of: glyph), 65535)
            drawn.insert(scalar)
        }
        for (range, em) in FontTableRules.fallback {
            let width = em == 1 ? unitsPerEm : unitsPerEm / 2
            for scalar in range where advances[scalar] == nil { advances[scalar] = width }
        }
        for range in FontTableRules.zero {
            for scalar in range {
                advances[scalar] = 0
                drawn.remove(scalar)
            }
        }
        var table = MetricsTable(unitsPerEm: unitsPerEm, defaultAdvance: Int(FontTableRules.defaultEm * Double(unitsPerEm) + 0.5))
        // A hostile font's names may hold anything; a table's lines hold what reads back.
        table.fontName = face.fullName.flatMap(MetricsTable.directive)
        table.fontVersion = face.version.flatMap(MetricsTable.directive)
        if !face.instance.isEmpty {
            let axes = face.instance.map { "\($0.tag.replacingSpaces)=\(RowcFonts.format($0.value))" }
            table.instance = MetricsTable.directive(axes.joined(separator: " "))
        }
        table.tracking = face.tracking.map { MetricsTable.Tracking(size: $0.size, value: $0.value) }
        // Kerning only between scalars the font itself draws: a fallback font's glyphs do not
        // kern with this one's.
        let pairs = try face.kerningPairs().filter { drawn.contains($0.key) }.mapValues { $0.filter { drawn.contains($0.key) } }
        let classes = KerningClasses(pairs)
        let most = MetricsTable.maximumKerningClasses
        guard classes.leftCount <= most, classes.rightCount <= most else {
            throw FontError(table: face.kerningTable, "its kerning needs \(classes.leftCount) left and \(classes.rightCount) right classes; a metrics table holds at most \(most) of each")
        }
        table.leftClasses = classes.leftCount
        table.rightClasses = classes.rightCount
        table.kerning = classes.cells
        table.entries = entries(advances, classes: classes, default: table.defaultAdvance)
        table.comments = [
            "Made by `rowc metrics` from the font named below: advances, kerning and tracking in font",
            "units (grammar.md, \"Text metrics\"). Remake it rather than edit it.",
        ]
        return table
    }

    // Consecutive scalars with the same advance and classes as one entry; scalars that only
    // repeat the default are left out.
    private static func entries(_ advances: [UInt32: Int], classes: KerningClasses, default fallback: Int) -> [MetricsTable.Entry] {
        var entries: [MetricsTable.Entry] = []
        for scalar in advances.keys.sorted() {
            let advance = advances[scalar] ?? fallback
            let left = classes.left[scalar] ?? 0, right = classes.right[scalar] ?? 0
            if advance == fallback && left == 0 && right == 0 { continue }
            if let last = entries.last, last.last &+ 1 == scalar, last.advance == advance, last.left == left, last.right == right {
                entries[entries.count - 1].last = scalar
            } else {
                entries.append(MetricsTable.Entry(first: scalar, last: scalar, advance: advance, left: left, right: right))
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
    var cells: [MetricsTable.Kern] = []

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
                cells += (columns[second] ?? []).map { MetricsTable.Kern(left: $0.0, right: rightCount, value: $0.1) }
            }
        }
        cells.sort { ($0.left, $0.right) < ($1.left, $1.right) }
    }
}

extension String {
    // An axis tag's padding spaces (as in 'GR  ') would split it in two on the instance line.
    var replacingSpaces: String { String(unicodeScalars.filter { $0 != " " }) }
}
