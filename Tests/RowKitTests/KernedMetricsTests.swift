// KernedMetricsTests.swift: version 2 tables: kerning classes, tracking by size, what they add to widths, and their errors.

import RowKit
import Testing

private let kerned = """
    rowc-metrics 2
    font Test Sans
    font-version Version 1.0
    units-per-em 1000
    default 500
    tracking 12 0
    tracking 17 -50
    kerning-classes 2 1
    U+0020 250
    U+0041 600 1 1     // A
    U+0056 600 2 1     // V
    U+0300 0           // a combining mark
    kern 1 1 -80
    kern 2 1 -60
    """

@Suite struct KernedMetricsTests {
    @Test func kerningAndTrackingAddUp() throws {
        let metrics = try RowTextMetrics(parsing: kerned)
        #expect(metrics.isKerned)
        #expect(metrics.table.fontName == "Test Sans" && metrics.table.fontVersion == "Version 1.0")
        #expect(metrics.kerning(between: "A", and: "V") == -0.08)
        #expect(metrics.kerning(between: "V", and: "A") == -0.06)
        #expect(metrics.kerning(between: "A", and: " ") == 0)
        // At 12 points tracking is 0: AVA is 600 + 600 + 600 - 80 - 60 units.
        let at12: Double = 1660.0 * 12 / 1000
        #expect(metrics.width(of: "AVA", fontSize: 12) == at12)
        // At 17 points, -50 units for each of the three letters.
        let at17: Double = (1660.0 - 150) * 17 / 1000
        #expect(metrics.width(of: "AVA", fontSize: 17) == at17)
        // Between the sizes on the line through them, past the last on its extension.
        #expect(metrics.tracking(at: 14.5) == -25)
        #expect(metrics.tracking(at: 22) == -100)
        #expect(metrics.tracking(at: 7) == 50)
        // A mark advances 0, takes no tracking, and breaks the pair around it.
        let marked12: Double = 1200.0 * 12 / 1000, marked17: Double = (1200.0 - 100) * 17 / 1000
        #expect(metrics.width(of: "A\u{300}V", fontSize: 12) == marked12)
        #expect(metrics.width(of: "A\u{300}V", fontSize: 17) == marked17)
        // UTF-8 bytes measure as the string does.
        let bytes = Array("AVA V".utf8)
        #expect(bytes.withUnsafeBufferPointer { metrics.width(ofUTF8: $0, fontSize: 17) } == metrics.width(of: "AVA V", fontSize: 17))
    }

    @Test func writtenTablesReadBack() throws {
        let metrics = try RowTextMetrics(parsing: kerned)
        let again = try RowTextMetrics(parsing: metrics.table.text)
        #expect(again == metrics)
        #expect(again.table == metrics.table)
    }

    @Test func unkernedTablesKeepTheirWidths() throws {
        var table = RowTextMetrics.inter.table
        table.kerning = []
        let plain = RowTextMetrics(table)
        #expect(!plain.isKerned)
        let unkerned: Double = 5808.0 * 14 / 2816, kerned: Double = 5840.0 * 14 / 2816
        #expect(plain.width(of: "Title", fontSize: 14) == unkerned)
        #expect(RowTextMetrics.inter.width(of: "Title", fontSize: 14) == kerned)
    }

    @Test func truncationKernsTheEllipsis() throws {
        let metrics = try RowTextMetrics(parsing: kerned)
        let full = metrics.width(of: "AVAVAV", fontSize: 12)
        #expect(metrics.shownText("AVAVAV", fontSize: 12, available: full) == "AVAVAV")
        let shown = metrics.shownText("AVAVAV", fontSize: 12, available: full - 1)
        #expect(shown.hasSuffix("\u{2026}") && metrics.width(of: shown, fontSize: 12) <= full - 1)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var message: String
        var testDescription: String { message }
    }

    static let header = "rowc-metrics 2\nunits-per-em 1000\ndefault 500\n"  // lines 1-3

    static let malformed: [Malformed] = [
        .init(text: header + "kern 1 1 -5\n", line: 4, message: "expected `kerning-classes LEFT RIGHT` before the first `kern`"),
        .init(text: header + "kerning-classes 2\n", line: 4, message: "missing values: write `kerning-classes LEFT RIGHT`"),
        .init(text: header + "kerning-classes 2001 1\n", line: 4, message: "at most 2000 kerning classes on each side"),
        .init(text: header + "kerning-classes 1 1\nU+0041 600 2 1\n", line: 5,
              message: "left kerning class 2 is beyond the 1 that `kerning-classes` declares"),
        .init(text: header + "kerning-classes 1 1\nU+0041 600 1\n", line: 5, message: "missing the right kerning class after `1`"),
        .init(text: header + "U+0041 600 1 1\n", line: 4, message: "unexpected `1` at the end of the line"),
        .init(text: header + "kerning-classes 1 1\nkern 0 1 -5\n", line: 5, message: "class 0 kerns with nothing; kern classes start at 1"),
        .init(text: header + "kerning-classes 1 1\nkern 1 1 -5\nkern 1 1 -6\n", line: 6,
              message: "duplicate `kern 1 1` (first given on line 5)"),
        .init(text: header + "kerning-classes 1 1\nkern 1 1 -40000\n", line: 5,
              message: "kerning -40000 is out of range; it must be from -32768 to 32767"),
        .init(text: header + "kerning-classes 1 1\nkern 1 1 x\n", line: 5,
              message: "expected kerning as a whole number of font units such as -40, got `x`"),
        .init(text: header + "tracking 17 -5\ntracking 12 0\n", line: 5, message: "tracking at 12 points comes after 17; sizes must ascend"),
        .init(text: header + "tracking big 0\n", line: 4, message: "expected a point size such as 17 or 17.5, got `big`"),
        .init(text: header + "U+0041 600\ntracking 12 0\n", line: 5, message: "`tracking` must come before the first entry"),
        .init(text: header + "font\n", line: 4, message: "missing the text after `font`"),
        .init(text: header + "font A\nfont B\n", line: 5, message: "duplicate `font` (first given on line 4)"),
        .init(text: "rowc-metrics 1\nunits-per-em 1000\ndefault 500\nkern 1 1 -5\n", line: 4,
              message: "unknown directive `kern`; expected `U+XXXX ADVANCE`, `U+XXXX..U+YYYY ADVANCE`, `units-per-em N` or `default N`"),
    ]

    @Test(arguments: malformed)
    func malformedVersion2TableIsRejected(_ malformed: Malformed) {
        #expect(throws: RowMetricsError(line: malformed.line, message: malformed.message)) {
            try RowTextMetrics(parsing: malformed.text)
        }
    }
}

/// Found by fuzz-fonts: a font's name with control characters and `//` made a table that did
/// not read back. Names are written as their lines read back.
@Test func namesAreWrittenAsTheyReadBack() throws {
    #expect(RowMetricsTable.directive("  Inter\u{0}\u{1}  Regular\t") == "Inter Regular")
    #expect(RowMetricsTable.directive("a//b///c") == "a/ /b/ / /c")
    #expect(RowMetricsTable.directive("\u{0}\u{7F} ") == nil)
    var table = RowMetricsTable(unitsPerEm: 1000, defaultAdvance: 500)
    table.fontName = RowMetricsTable.directive("Odd\u{1F}//Name")
    table.fontVersion = RowMetricsTable.directive("1.0 // beta")
    let read = try RowTextMetrics(parsing: table.text).table
    #expect(read.fontName == "Odd / /Name" && read.fontVersion == "1.0 / / beta")
}
