// RowAnalysisTests.swift checks what the analysis concludes: truncation, conflicts, where diagnostics point.

import RowKit
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcSource
import Testing

@Suite struct RowAnalysisTests {
    /// A title exactly as wide as its label is not truncated; a hundredth more is.
    @Test func truncationIsStrict() {
        let spec = checkedSpec("theme seed\nrow a title:\"Title\"")
        // "Title" is 5840 units of 2816 per em, kerned; a font size making it exactly 80 wide:
        let exact = LabelText(text: "Title", fontSize: 14, natural: 80, available: 80)
        #expect(!exact.truncated)
        #expect(LabelText(text: "Title", fontSize: 14, natural: 80.01, available: 80).truncated)
        // Title alone at width 20 + 29.03 (its natural width at 14) fits exactly.
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        let natural = 5840.0 * 14 / 2816
        #expect(analyzer.analyze(spec.rows[0], width: 20 + natural).title?.truncated == false)
        #expect(analyzer.analyze(spec.rows[0], width: 20 + natural - 0.01).title?.truncated == true)
    }

    /// In the seed's theme, 238 conflicts for Image + Title + Subtitle + Arrow whose texts do not
    /// fit side by side, 239 does not; the message lists the chain and names the cell.
    @Test func conflictAtTheThreshold() throws {
        let source = "theme seed\nrow full image:per_printer title:\"A title that needs its room\" subtitle:\"and a subtitle too\" arrow"
        let spec = checkedSpec(source)
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        #expect(analyzer.analyze(spec.rows[0], width: 239).conflict == nil)
        let below = analyzer.analyze(spec.rows[0], width: 238)
        let chain = try #require(below.conflict)
        #expect(chain.count == 9)
        let d = try #require(below.diagnostics.first { $0.code == .layoutConflict })
        #expect(d.severity == .warning)
        #expect(d.message == "row `full` does not fit at width 238 (plain list, cell 238), text size large: leading inset 10"
            + " + image width 21 + gap 10 + title width >= 80 + gap 10 + subtitle width >= 80 + gap 10 + arrow width 8"
            + " + trailing inset 10 = 239; it works from cell width 239")
        #expect(spec.file.text(d.span) == "row full")
        #expect(d.notes.isEmpty)  // `theme seed` names a base and sets no key
    }

    /// A conflict caused by a theme override says where the theme set it.
    @Test func conflictNotesPointAtThemeKeys() throws {
        let spec = checkedSpec("theme seed label.minWidth:120 inset.leading:20\nrow t title:\"A title that needs its room\" subtitle:\"and a subtitle too\"")
        let a = RowAnalyzer(spec: spec, metrics: .inter).analyze(spec.rows[0], width: 260)
        // 20 + 120 + 10 + 120 + 10 = 280 > 260.
        #expect(a.minimumWidth == 280)
        let d = try #require(a.diagnostics.first { $0.code == .layoutConflict })
        #expect(d.notes.map(\.message) == ["`inset.leading` is set to 20 here", "`label.minWidth` is set to 120 here"])
        #expect(d.notes.map { spec.file.text($0.span) } == ["inset.leading", "label.minWidth"])
    }

    /// A truncation warning points at the truncated string and says from which width it shows in full.
    @Test func truncationPointsAtTheText() throws {
        let spec = checkedSpec("theme seed\nrow r title:\"Title\" subtitle:\"Subheading that runs on and on\" arrow")
        let a = RowAnalyzer(spec: spec, metrics: .inter).analyze(spec.rows[0], width: 320)
        #expect(a.subtitle?.truncated == false)
        let narrow = RowAnalyzer(spec: spec, metrics: .inter).analyze(spec.rows[0], width: 240)
        let d = try #require(narrow.diagnostics.first)
        #expect(d.code == .truncatedText)
        #expect(spec.file.text(d.span) == "\"Subheading that runs on and on\"")
        // Shows in full from 10 + title + 10 + subtitle + 10 + 8 + 10, both at their natural widths:
        // labels that fit side by side keep them, with no 80-point reserve.
        let natural = try #require(narrow.subtitle?.natural), title = try #require(narrow.title?.natural)
        #expect(close(narrow.fullTextWidth, 48 + title + natural))
        #expect(d.message.hasSuffix("it shows in full from cell width \(PointFormat.string(48 + title + natural))"))
    }

    /// At the width where the text shows in full nothing warns; a hundredth below, something does.
    /// In `ios` that width is for the layout margin of a device that wide: 16 points below 414, 20 from it.
    @Test(arguments: ["theme seed\n", ""])
    func fullTextWidthIsTight(theme: String) {
        let spec = checkedSpec(theme + """
            row a image:x title:"A rather long title for a row" subtitle:"and a subtitle, also long" arrow
            row b title:"Short" subtitle:"A subtitle wider than the minimum" arrow
            row c title:"Only a title that is fairly long" arrow
            row d image:x arrow
            """)
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        for row in spec.rows {
            let compact = analyzer.analyze(row, width: 320).fullTextWidth
            let full = compact < RowCellGeometry.wideMarginWidth ? compact : analyzer.analyze(row, width: 1000).fullTextWidth
            #expect(analyzer.analyze(row, width: full).diagnostics.isEmpty, "\(row.name) at \(full)")
            #expect(!analyzer.analyze(row, width: full - 0.01).diagnostics.isEmpty, "\(row.name) below \(full)")
        }
    }

    @Test func everyLayoutCodeIsCatalogued() {
        let ids = DiagnosticCode.layoutCatalogue.map(\.id)
        #expect(ids == ["W301", "W302"])
        #expect(Set(ids).count == ids.count)
    }
}
