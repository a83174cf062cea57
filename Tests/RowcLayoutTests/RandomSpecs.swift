// RandomSpecs.swift draws the random specs and theme values the layout property tests use.

import RowcTestSupport

extension SeededGenerator {
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A whole or half number of points in `range`, as themes are usually written.
    mutating func points(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range.lowerBound * 2...range.upperBound * 2, using: &self)) / 2
    }
}

/// Random spec text: a theme (sometimes) and rows of every style, buttons too, with text drawn from
/// Latin, Greek, Cyrillic, CJK, Hangul and emoji so widths vary the way real text does.
enum RandomSpecs {
    static let alphabet: [String] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-").map(String.init)
        + ["é", "ß", "ω", "Ж", "設", "定", "한", "글", "カ", "😀", "ー", "…"]

    static func text(_ g: inout SeededGenerator) -> String {
        let length = g.chance(0.2) ? Int.random(in: 30...90, using: &g) : Int.random(in: 1...25, using: &g)
        var s = ""
        for _ in 0..<length { s += alphabet.randomElement(using: &g)! }
        // A label's text must not be empty and a spec string cannot end in a lone space that matters.
        return s.trimmingSpaces.isEmpty ? "x" : s
    }

    /// A theme line whose heights all fit in the row, so only horizontal limits are tested.
    static func theme(_ g: inout SeededGenerator) -> String {
        // At least a switch's 31 points, which no theme changes.
        let rowHeight = g.points(31...80)
        let fit = { (g: inout SeededGenerator) in min(rowHeight, g.points(1...40)) }
        let keys: [(String, Double)] = [
            ("row.height", rowHeight),
            ("inset.leading", g.points(0...30)), ("inset.trailing", g.points(0...30)),
            ("image.width", g.points(1...60)), ("image.height", fit(&g)),
            ("image.gap", g.points(0...30)),
            ("arrow.width", g.points(1...20)), ("arrow.height", fit(&g)), ("arrow.gap", g.points(0...30)),
            ("check.width", g.points(1...20)), ("check.height", fit(&g)),
            ("label.height", fit(&g)), ("label.gap", g.points(0...30)), ("label.minWidth", g.points(0...150)),
            ("title.font", g.points(8...24)), ("subtitle.font", g.points(8...24)),
        ]
        var chosen = keys.filter { _ in g.chance(0.6) }
        if chosen.isEmpty { chosen = [keys[0]] }
        // Keys over either base theme: `ios`'s insets follow the cell's margin until a key sets them.
        let base = g.chance(0.3) ? "seed " : ""
        return "theme " + base + chosen.map { "\($0.0):\(PointText.format($0.1))" }.joined(separator: " ")
    }

    static func spec(_ g: inout SeededGenerator, rows: Int) -> String {
        var lines: [String] = []
        if g.chance(0.7) { lines.append(theme(&g)) }
        for i in 0..<rows {
            // Now and then a button: its title alone, centred, destructive or not.
            if g.chance(0.05) {
                lines.append("row r\(i) title:\"\(text(&g))\" button" + (g.chance(0.5) ? " destructive" : ""))
                continue
            }
            let hasTitle = g.chance(0.85)
            let hasImage = !hasTitle || g.chance(0.5)
            var line = "row r\(i)"
            if hasImage { line += g.chance(0.7) ? " image:img" : " symbol:gear" }
            if hasTitle { line += " title:\"\(text(&g))\"" }
            if hasTitle && g.chance(0.6) { line += " subtitle:\"\(text(&g))\"" }
            if !hasTitle { line += " label:\"Icon\"" }
            switch Int.random(in: 0..<12, using: &g) {
            case 0..<5: line += " arrow"
            case 5..<7: line += g.chance(0.5) ? " switch" : " switch:on"
            case 7..<9: line += g.chance(0.5) ? " check" : " check:on"
            case 9: line += " info"
            case 10: line += " accessory:\"arrow.up.right.square\""
            default: break
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

enum PointText {
    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

extension String {
    var trimmingSpaces: Substring {
        var s = self[...]
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
