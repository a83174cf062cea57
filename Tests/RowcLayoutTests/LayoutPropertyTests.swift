// LayoutPropertyTests.swift checks layout invariants over many generated specs and widths.

import RowKit
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcTestSupport
import Testing

/// Properties every layout must have, over random themes, styles, texts, list styles and widths:
/// whenever the row's constraints can hold in its cell, frames stay inside the cell, never
/// overlap and keep every inset (the cell's margin where the theme's insets follow it), gap and
/// minimum, and the labels split the room by the tie-break, or stack where the theme stacks
/// labels that do not fit side by side.
@Suite struct LayoutPropertyTests {
    static let seeds: [UInt64] = Array(1...200)
    static let tolerance = 1e-9

    @Test(arguments: seeds)
    func invariantsHold(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let source = RandomSpecs.spec(&g, rows: 6)
        let spec = checkedSpec(source)
        let list = RowListStyle.allCases[Int(seed % UInt64(RowListStyle.allCases.count))]
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter, list: list)
        // The device widths whose cells are the widths about the minimum, below the wide margin's phones.
        let cellInset = list == .insetGrouped ? 2 * RowCellGeometry.compactMargin : 0
        for row in spec.rows {
            let minimum = analyzer.engine.minimumWidth(style: row.style)
            let full = analyzer.analyze(row, width: minimum + cellInset).fullTextWidth
            var widths = [minimum, max(0.5, minimum - 0.5), full, minimum + 0.25].map { $0 + cellInset }
            for _ in 0..<6 { widths.append(Double(Int.random(in: 1...2400, using: &g)) / 2) }
            for width in widths {
                let a = analyzer.analyze(row, width: width)
                let context = "seed \(seed), row \(row.name) (\(row.style.name)) at \(width) in \(list):\n\(source)"
                #expect(a.cell == RowCellGeometry(deviceWidth: width, style: list), "\(context)")
                check(a, row: row, theme: spec.theme.atLayoutMargin(a.cell.margin), context: context)
                let rtl = analyzer.analyze(row, width: width, direction: .rightToLeft)
                #expect(rtl.frames == RowLayout.mirrored(a.frames, width: a.cell.width), "not mirrored; \(context)")
                #expect(rtl.diagnostics.map(\.message) == a.diagnostics.map(\.message), "\(context)")
            }
            let sum = analyzer.engine.constraintChain(style: row.style).reduce(0) { $0 + $1.points }
            #expect(abs(sum - minimum) <= Self.tolerance * max(1, minimum), "seed \(seed): chain \(sum) vs \(minimum)")
        }
    }

    /// The generated specs reach every style, themes and conflicts, so the properties are not vacuous.
    @Test func generatorCoversTheCases() {
        var styles = Set<RowStyle>()
        var themed = 0, rows = 0
        for seed in Self.seeds {
            var g = SeededGenerator(seed: seed)
            let spec = checkedSpec(RandomSpecs.spec(&g, rows: 6))
            styles.formUnion(spec.rows.map(\.style))
            themed += spec.theme == RowTheme.default ? 0 : 1
            rows += spec.rows.count
        }
        #expect(styles == Set(RowStyle.allCases))
        #expect(themed > 100)
        #expect(rows == 6 * Self.seeds.count)
    }

    func check(_ a: RowAnalysis, row: CheckedRow, theme: RowTheme, context: String) {
        for (_, frame) in a.frames.all {
            #expect(frame.width >= 0 && frame.height >= 0, "negative size; \(context)")
        }
        for (element, label) in a.labels {
            #expect(label.truncated == (label.natural > label.available + RowTextMetrics.fitTolerance), "\(element); \(context)")
        }
        if a.cell.width >= a.minimumWidth || fitsSideBySide(a, theme: theme) {
            #expect(a.conflict == nil, "conflict at or above the minimum, or with labels that fit; \(context)")
            #expect(!a.diagnostics.contains { $0.code == .layoutConflict }, "\(context)")
            satisfiable(a, theme: theme, button: row.style.isButton, context: context)
        } else {
            #expect(a.conflict != nil, "no conflict below the minimum; \(context)")
            #expect(a.diagnostics.contains { $0.code == .layoutConflict }, "\(context)")
        }
    }

    /// Whether the row's title and subtitle may share its line and fit it at their natural widths.
    func fitsSideBySide(_ a: RowAnalysis, theme t: RowTheme) -> Bool {
        guard let title = a.title, let subtitle = a.subtitle, let tf = a.frames.title, let sf = a.frames.subtitle,
              t.subtitlePosition == .beside, !a.size.isAccessibilitySize else { return false }
        let room = a.stacksLabels ? tf.width - t.labelGap : tf.width + sf.width
        return title.natural + subtitle.natural <= room + RowTextMetrics.fitTolerance
    }

    /// The invariants that hold whenever the row's constraints hold.
    func satisfiable(_ a: RowAnalysis, theme t: RowTheme, button: Bool, context: String) {
        let tol = Self.tolerance * max(1, a.cell.width)
        let frames = a.frames.all
        for (element, f) in frames {
            #expect(f.x >= -tol && f.maxX <= a.cell.width + tol, "\(element) outside [0, W]; \(context)")
            #expect(f.y >= 0 && f.maxY <= a.height, "\(element) outside [0, H]; \(context)")
        }
        // Leading to trailing, each pair of neighbours keeps its gap (and so never overlaps).
        for ((e1, f1), (e2, f2)) in zip(frames, frames.dropFirst()) {
            let gap = f2.x - f1.maxX
            switch (e1, e2) {
            case (.image, .title), (.symbol, .title): #expect(abs(gap - t.imageGap) <= tol, "image gap \(gap); \(context)")
            case (.title, .subtitle) where a.stacksLabels:
                #expect(f2.x == f1.x && f2.y == f1.maxY && f2.width == f1.width, "stacked; \(context)")
            case (.title, .subtitle): #expect(abs(gap - t.labelGap) <= tol, "label gap \(gap); \(context)")
            case (.title, .arrow), (.subtitle, .arrow), (.title, .switch), (.subtitle, .switch), (.title, .check),
                 (.subtitle, .check):
                #expect(abs(gap - t.arrowGap) <= tol, "accessory gap \(gap); \(context)")
            default: #expect(gap >= t.arrowGap - tol, "\(e1) to \(e2) gap \(gap); \(context)")
            }
        }
        if button, let title = a.frames.title, let natural = a.title?.natural {
            // A button's title: its natural width, at most the room, as far from either inset.
            let room = a.cell.width - t.leadingInset - t.trailingInset
            #expect(abs(title.width - min(natural, room)) <= tol, "button width \(title.width); \(context)")
            #expect(abs((title.x - t.leadingInset) - (a.cell.width - t.trailingInset - title.maxX)) <= tol,
                    "button not centred; \(context)")
            return
        }
        if let first = frames.first { #expect(abs(first.1.x - t.leadingInset) <= tol, "leading inset; \(context)") }
        if let last = frames.last, last.0 != .image, last.0 != .symbol {
            #expect(abs(last.1.maxX - (a.cell.width - t.trailingInset)) <= tol, "trailing inset; \(context)")
        }
        let sideBySide = t.subtitlePosition == .beside && !a.size.isAccessibilitySize
        if let title = a.frames.title, let subtitle = a.frames.subtitle, let natural = a.title?.natural,
           let subtitleNatural = a.subtitle?.natural, sideBySide {
            let fits = fitsSideBySide(a, theme: t)
            // Labels that do not fit stack where the theme reserves no least width, and only there.
            #expect(a.stacksLabels == (!fits && t.labelMinWidth == nil), "stacking; \(context)")
            if fits {
                // Side by side at their natural widths, the title raised towards the reserve only
                // as far as the subtitle's text leaves room: neither is cut.
                #expect(a.labels.allSatisfy { !$0.1.truncated }, "labels that fit are cut; \(context)")
                let room = title.width + subtitle.width
                let expected = min(max(natural, t.labelMinWidth ?? 0), room - subtitleNatural)
                #expect(abs(title.width - expected) <= tol, "natural widths \(title.width) vs \(expected); \(context)")
            } else if let reserve = t.labelMinWidth {
                #expect(title.width >= reserve - tol && subtitle.width >= reserve - tol, "minimums; \(context)")
                // The tie-break: the title keeps its natural width (at least the minimum) while the subtitle keeps its own.
                let room = title.width + subtitle.width
                let expected = min(max(natural, reserve), room - reserve)
                #expect(abs(title.width - expected) <= tol, "tie-break \(title.width) vs \(expected); \(context)")
            } else {
                #expect(title.width == subtitle.width && subtitle.y == title.maxY, "stacked; \(context)")
            }
        }
    }
}
