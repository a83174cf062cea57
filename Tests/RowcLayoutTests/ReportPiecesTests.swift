// ReportPiecesTests.swift checks the small parts the reports are built from: numbers, ellipses, XML escaping, aligned columns.

import RowKit
@testable import RowcLayout
import RowcSema
import Testing

@Suite struct ReportPiecesTests {
    @Test(arguments: [
        (181.4034090909091, "181.4"), (11.5, "11.5"), (282, "282"), (0.005, "0.01"), (-0.004, "0"),
        (-3.25, "-3.25"), (440.45454545, "440.45"), (90.596, "90.6"), (1e-12, "0"), (10_000, "10000"),
    ])
    func pointFormat(value: Double, expected: String) {
        #expect(PointFormat.string(value) == expected)
    }

    @Test func roundedValuesPrintAsTheirDecimal() {
        #expect(PointFormat.rounded(181.4034090909091) == 181.4)
        #expect(PointFormat.rounded(-0.001).sign == .plus)
    }

    @Test func shownTextEndsInAnEllipsisThatFits() {
        let m = RowTextMetrics.inter
        let text = "Subheading 3453453453453452"
        #expect(m.shownText(text, fontSize: 12, available: 1000) == text)
        let shown = m.shownText(text, fontSize: 12, available: 90)
        #expect(shown.hasSuffix("\u{2026}"))
        #expect(m.width(of: shown, fontSize: 12) <= 90)
        #expect(text.hasPrefix(String(shown.dropLast())))
        // One more character would not fit.
        let next = String(text.prefix(shown.count)) + "\u{2026}"
        #expect(m.width(of: next, fontSize: 12) > 90)
        // Spaces before the ellipsis are dropped; nothing at all when even the ellipsis does not fit.
        #expect(!m.shownText("Title xxxxxxxxxx", fontSize: 14, available: 42).contains(" \u{2026}"))
        #expect(m.shownText("Title", fontSize: 14, available: 1) == "")
    }

    /// Grapheme clusters are never split: a flag or an accented letter stays whole or goes.
    @Test func shownTextKeepsWholeCharacters() {
        let m = RowTextMetrics.inter
        let text = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"
        for width in stride(from: 5.0, through: 60, by: 1) {
            let shown = m.shownText(text, fontSize: 14, available: width)
            #expect(shown.unicodeScalars.filter { $0 == "e" }.count == shown.unicodeScalars.filter { $0 == "\u{301}" }.count)
        }
    }

    @Test func xmlEscaping() {
        #expect(SVGCanvas.escape("A & B <c> \"q\" 'r'") == "A &amp; B &lt;c&gt; &quot;q&quot; &apos;r&apos;")
        #expect(SVGCanvas.escape("a\u{0}b\u{1B}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(SVGCanvas.escape("tab\there") == "tab\there")
    }

    @Test func tableAlignsNumbersRightAndWordsLeft() {
        var table = TextTable([.right, .left, .right])
        table.add(["at", "element", "x"])
        table.add(["320", "title", "10"])
        table.add(["", "subtitle", "201.4"])
        table.addText("warning: here", fromColumn: 1)
        #expect(table.render(indent: "") == """
             at  element       x
            320  title        10
                 subtitle  201.4
                 warning: here

            """)
    }
}
