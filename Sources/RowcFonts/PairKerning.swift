// PairKerning.swift: the kerning between every two characters a face maps, with the kern feature's lookups of their script.

extension FontFace {
    /// kerningTable is the table kerning comes from, for messages: GPOS, else 'kern'.
    public var kerningTable: String { gpos != nil ? "GPOS" : "kern" }

    /// The most glyph pairs kerning is worked out for. Real fonts need a few million at most
    /// (Inter: 3.5 million); a hostile one that claims to kern every glyph with every other
    /// is refused, instead of taking minutes.
    public static let pairBudget = 20_000_000

    /// kerningPairs() is the kerning of every ordered pair of the face's scalars that kerns, in
    /// font units: `pairs[a][b]` is added to the width when `b` follows `a`. As a shaper
    /// does, each pair is kerned with the 'kern' feature's GPOS lookups for its script (the
    /// script of either character, the other being common or the same; two scripts never kern),
    /// or for the default script when both are common; with the 'kern' table when GPOS has
    /// no 'kern' feature there.
    /// `budget` is the most glyph pairs to evaluate before giving up (`pairBudget` unless a
    /// caller, such as the fuzz target, wants less).
    public func kerningPairs(budget limit: Int = pairBudget) throws(FontError) -> [UInt32: [UInt32: Int]] {
        guard gpos != nil || kern != nil else { return [:] }
        // Glyph numbers from cmap are below the glyph count; GPOS and kern may name any.
        let glyphLimit = max(metrics.glyphCount, 1)
        var covered = [Bool](repeating: false, count: glyphLimit)
        // Each glyph's scalars, with their scripts, in flat arrays: the scalars of glyph g are
        // at first[g]..<first[g + 1]. A script is its place in `scripts` plus one; 0 is common.
        let tags = mappings.map { UnicodeScripts.tag(of: $0.scalar) }
        let scripts = Array(Set(tags.compactMap { $0 })).sorted()
        let scriptNumber = Dictionary(uniqueKeysWithValues: scripts.enumerated().map { ($1, $0 + 1) })
        var first = [Int](repeating: 0, count: glyphLimit + 1)
        for (_, glyph) in mappings {
            covered[glyph] = true
            first[glyph + 1] += 1
        }
        for glyph in 0..<glyphLimit { first[glyph + 1] += first[glyph] }
        var next = first
        var scalarOf = [UInt32](repeating: 0, count: mappings.count), scriptOf = [Int](repeating: 0, count: mappings.count)
        for (index, (scalar, glyph)) in mappings.enumerated() {
            scalarOf[next[glyph]] = scalar
            scriptOf[next[glyph]] = tags[index].flatMap { scriptNumber[$0] } ?? 0
            next[glyph] += 1
        }
        let glyphs = covered.indices.filter { covered[$0] }
        var budget = limit
        var cache: [[Int]: [Int: [Int: Int]]] = [:]
        var result: [UInt32: [UInt32: Int]] = [:]
        for (number, script) in (["DFLT"] + scripts).enumerated() {
            let lookups = try gpos?.features.lookups(feature: "kern", script: script) ?? []
            // The kern table stands in, as the key [-1], where GPOS has no kern feature.
            let key = lookups.isEmpty ? (kern == nil ? [] : [-1]) : lookups
            guard !key.isEmpty else { continue }
            if cache[key] == nil {
                cache[key] = key == [-1] ? kern?.pairs ?? [:]
                    : try glyphPairs(lookups, glyphs: glyphs, covered: covered, limit: limit, budget: &budget)
            }
            // `number` is the script's number: 0 for the default script, which only pairs of
            // common scalars take.
            for (firstGlyph, row) in cache[key] ?? [:] where firstGlyph < glyphLimit && covered[firstGlyph] {
                for a in first[firstGlyph]..<first[firstGlyph + 1] where scriptOf[a] == 0 || scriptOf[a] == number {
                    var kerned = result[scalarOf[a]] ?? [:]
                    for (secondGlyph, value) in row where value != 0 && secondGlyph < glyphLimit {
                        // Many scalars may share a glyph: the pairs they make count against the budget too.
                        budget -= first[secondGlyph + 1] - first[secondGlyph]
                        guard budget >= 0 else {
                            throw FontError(table: kerningTable, "kerning would take more than \(limit) pairs of characters to tabulate; rowc refuses a font that kerns so many")
                        }
                        for b in first[secondGlyph]..<first[secondGlyph + 1] {
                            // The pair's script: the first scalar's, else the second's, else the default.
                            let pairScript = scriptOf[a] != 0 ? scriptOf[a] : scriptOf[b]
                            guard pairScript == number, scriptOf[b] == 0 || scriptOf[b] == number else { continue }
                            kerned[scalarOf[b]] = value
                        }
                    }
                    if !kerned.isEmpty { result[scalarOf[a]] = kerned }
                }
            }
        }
        return result
    }

    // The kerning the pair lookups `lookups` give between the covered glyphs, summed over the
    // lookups; within one lookup the first subtable that covers a pair decides it.
    private func glyphPairs(_ lookups: [Int], glyphs: [Int], covered: [Bool], limit: Int,
                            budget: inout Int) throws(FontError) -> [Int: [Int: Int]] {
        guard let gpos else { return [:] }
        var rows: [Int: [Int: Int]] = [:]
        // decided[glyph] == stamp: a subtable before has decided the pair with `glyph` second.
        var decided = [Int](repeating: -1, count: covered.count)
        var stamp = 0
        for lookup in lookups {
            let subtables = try gpos.subtables(of: lookup, budget: &budget)
            for first in glyphs {
                stamp += 1
                var row = rows[first] ?? [:]
                for subtable in subtables {
                    switch subtable {
                    case .pairs(let coverage, let sets):
                        guard let index = coverage.index(of: first), index < sets.count else { continue }
                        budget -= sets[index].count
                        for (second, value) in sets[index] where second < covered.count && covered[second] && decided[second] != stamp {
                            decided[second] = stamp
                            row[second, default: 0] += value
                        }
                    case .classes(let coverage, let firstClasses, let secondClasses, let secondCount, let values):
                        guard coverage.index(of: first) != nil else { continue }
                        let firstClass = firstClasses.value(of: first)
                        guard (firstClass + 1) * secondCount <= values.count else { continue }
                        budget -= glyphs.count
                        for second in glyphs where decided[second] != stamp {
                            let secondClass = secondClasses.value(of: second)
                            guard secondClass < secondCount else { continue }
                            decided[second] = stamp
                            let value = values[firstClass * secondCount + secondClass]
                            if value != 0 { row[second, default: 0] += value }
                        }
                    }
                    guard budget >= 0 else {
                        throw FontError(table: "GPOS", "kerning would take more than \(limit) glyph pairs to tabulate; rowc refuses a font that kerns so many")
                    }
                }
                if !row.isEmpty { rows[first] = row }
            }
        }
        return rows
    }
}
