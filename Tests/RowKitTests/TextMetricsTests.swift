// Tests of RowTextMetrics: the built-in Inter table, width sums, and every malformed-table error.

import RowKit
import Testing

private let inter = RowTextMetrics.inter
private let interUnitsPerEm = 2816.0

private func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Test func builtInTableParses() throws {
    let parsed = try RowTextMetrics(parsing: RowTextMetrics.interSource)
    #expect(parsed == inter)
    #expect(inter.unitsPerEm == 2816)
    #expect(inter.defaultAdvance == 1690)  // 0.6 em
}

// Expected sums were read from HarfBuzz shaping the font itself, not from the table:
//   hb-shape /usr/share/fonts/opentype/inter/Inter-Regular.otf TEXT --features=kern,-liga,-clig,-calt
// summing the advances (Inter "Version 3.019;git-0a5106e0b", 2816 units per em, kerning included).
@Test(arguments: [
    ("Title", 14.0, 5840, 29.03409090909091),
    ("Settings", 17.0, 10988, 66.33380681818181),
    ("Wi-Fi", 17.0, 6956, 41.99289772727273),
    ("Privacy & Terms", 17.0, 21328, 128.7556818181818),
    ("Caf\u{E9}", 17.0, 6228, 37.59801136363637),
    ("\u{3A9}\u{3BC}\u{3AD}\u{3B3}\u{3B1}", 15.0, 8736, 46.53409090909091),  // Ωμέγα
    ("\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}", 13.0, 10096, 46.60795454545455),  // Привет
    ("\u{201C}Quoted\u{201D} \u{2014} 100%", 17.0, 23516, 141.96448863636363),
])
func knownWidthsMatchTheFont(text: String, fontSize: Double, units: Int, points: Double) {
    #expect(isClose(inter.width(of: text, fontSize: fontSize), points))
    #expect(isClose(Double(units) * fontSize / interUnitsPerEm, points))
}

@Test func titleAdvancesOneByOne() {
    // T i t l e in Inter Regular's hmtx.
    let advances: [(Unicode.Scalar, Double)] = [("T", 1808), ("i", 668), ("t", 1024), ("l", 668), ("e", 1640)]
    for (scalar, units) in advances {
        #expect(inter.advance(of: scalar) == units / interUnitsPerEm)
    }
}

@Test(arguments: [
    "\u{65E5}",  // 日, CJK Unified Ideographs
    "\u{3400}",  // CJK Extension A
    "\u{F900}",  // CJK Compatibility Ideographs
    "\u{20000}",  // CJK Extension B
    "\u{3042}",  // あ
    "\u{30AB}",  // カ
    "\u{AC00}",  // 가
    "\u{1100}",  // Hangul leading consonant
    "\u{3131}",  // Hangul compatibility jamo
    "\u{3000}",  // ideographic space
    "\u{3002}",  // 。
    "\u{FF01}",  // full-width !
    "\u{FF21}",  // full-width A
    "\u{FFE5}",  // full-width yen
])
func cjkScalarIsOneEm(text: String) {
    #expect(inter.width(of: text, fontSize: 17) == 17)
    #expect(inter.advance(of: text.unicodeScalars.first!) == 1)
}

@Test func cjkTitleIsFontSizeTimesLength() {
    let title = "\u{30D7}\u{30E9}\u{30A4}\u{30D0}\u{30B7}\u{30FC}\u{8A2D}\u{5B9A}\u{753B}\u{9762}"  // プライバシー設定画面
    #expect(inter.width(of: title, fontSize: 15) == 150)
    #expect(inter.width(of: "\u{D55C}\u{AD6D}\u{C5B4}", fontSize: 20) == 60)  // 한국어
}

@Test func halfWidthFormsAreHalfAnEm() {
    #expect(inter.advance(of: "\u{FF76}") == 0.5)  // half-width katakana ka
}

@Test(arguments: [
    "\u{301}", "\u{308}", "\u{36F}",  // combining diacritical marks
    "\u{200D}", "\u{200B}", "\u{FE0F}", "\u{FEFF}",  // joiner, zero-width space, VS16, ZWNBSP
    "\u{20E3}",  // combining keycap
    "\u{1F3FB}",  // skin tone modifier
    "\u{3099}",  // combining kana voicing mark
    "\u{1161}",  // conjoining Hangul vowel
    "\u{AD}",  // soft hyphen
    "\u{0}", "\u{9}", "\u{A}",  // controls
])
func zeroWidthScalarsAddNothing(text: String) {
    #expect(inter.width(of: text, fontSize: 17) == 0)
    #expect(inter.width(of: "e" + text, fontSize: 17) == inter.width(of: "e", fontSize: 17))
}

@Test func decomposedAccentMeasuresLikeTheBaseLetter() {
    #expect(inter.width(of: "Cafe\u{301}", fontSize: 17) == inter.width(of: "Cafe", fontSize: 17))
}

@Test func unknownScalarsUseTheDefault() {
    let defaultEm = 1690 / interUnitsPerEm
    #expect(inter.advance(of: "\u{5D0}") == defaultEm)  // Hebrew alef: Inter has no Hebrew
    #expect(inter.advance(of: "\u{E01}") == defaultEm)  // Thai
    #expect(inter.advance(of: "\u{FFFD}") == defaultEm)
    #expect(inter.advance(of: "\u{E000}") == defaultEm)  // private use: Inter's own glyphs are skipped
    #expect(inter.advance(of: "\u{10FFFF}") == defaultEm)
    #expect(isClose(inter.width(of: "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", fontSize: 10), 4 * 10 * defaultEm))
}

@Test func emojiAreOneEm() {
    #expect(inter.width(of: "\u{1F600}", fontSize: 17) == 17)  // 😀
    #expect(inter.width(of: "\u{1F44D}\u{1F3FD}", fontSize: 17) == 17)  // 👍🏽: the modifier fuses
    #expect(inter.width(of: "\u{2764}\u{FE0F}", fontSize: 17) == inter.width(of: "\u{2764}", fontSize: 17))
    #expect(inter.width(of: "\u{1F1EF}\u{1F1F5}", fontSize: 17) == 17)  // 🇯🇵: two half-em indicators
}

@Test func emptyTextIsZeroWide() {
    #expect(inter.width(of: "", fontSize: 17) == 0)
    #expect(inter.width(ofUTF8: UnsafeBufferPointer(start: nil, count: 0), fontSize: 17) == 0)
}

@Test(arguments: [
    "Title", "", "Caf\u{E9} \u{65E5}\u{672C} \u{1F600}\u{200D}\u{1F525}", "\u{10FFFF}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}",
])
func utf8BytesMeasureLikeTheString(text: String) {
    let bytes = Array(text.utf8)
    let width = bytes.withUnsafeBufferPointer { inter.width(ofUTF8: $0, fontSize: 13) }
    #expect(width == inter.width(of: text, fontSize: 13))
}

@Test(arguments: [
    [0xFF], [0x80], [0xC0, 0xAF], [0xC2], [0xE3, 0x81], [0xE3, 0x81, 0x41], [0xED, 0xA0, 0x80],
    [0xE0, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xF5, 0x80], [0x41, 0xF0, 0x9F, 0x98, 0x80, 0xE3],
] as [[UInt8]])
func illFormedBytesCountAsReplacementCharacters(bytes: [UInt8]) {
    let width = bytes.withUnsafeBufferPointer { inter.width(ofUTF8: $0, fontSize: 10) }
    #expect(width == inter.width(of: String(decoding: bytes, as: UTF8.self), fontSize: 10))
}

@Test func randomBytesMeasureLikeTheirDecoding() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
    }
    for _ in 0..<2000 {
        let bytes = (0..<Int(next() % 12)).map { _ in
            // Bias towards lead and continuation bytes, where decoding can go wrong.
            let byte = next()
            return byte < 0x40 ? byte | 0x80 : byte
        }
        let width = bytes.withUnsafeBufferPointer { inter.width(ofUTF8: $0, fontSize: 10) }
        #expect(width == inter.width(of: String(decoding: bytes, as: UTF8.self), fontSize: 10), "\(bytes)")
    }
}

// The example from the format's documentation.
private let handWritten = """
rowc-metrics 1
// comments allowed
units-per-em 2048
default 1229          // advance for any scalar not listed (emoji, unknown symbols)
U+0020 545            // a single scalar
U+4E00..U+9FFF 2048   // an inclusive range, all the same advance
"""

@Test func handWrittenTableMeasures() throws {
    let metrics = try RowTextMetrics(parsing: handWritten)
    #expect(metrics.unitsPerEm == 2048)
    #expect(metrics.defaultAdvance == 1229)
    #expect(metrics.advance(of: " ") == 545.0 / 2048)
    #expect(metrics.advance(of: "\u{4E00}") == 1)
    #expect(metrics.advance(of: "\u{9FFF}") == 1)
    #expect(metrics.advance(of: "\u{A000}") == 1229.0 / 2048)
    #expect(metrics.width(of: "a \u{4E2D}", fontSize: 20) == Double(1229 + 545 + 2048) * 20 / 2048)
}

@Test func lenientSpellingsParse() throws {
    let plain = try RowTextMetrics(parsing: "rowc-metrics 1\nunits-per-em 1000\ndefault 600\nU+00E9 500\nU+D000..U+E000 1000\n")
    let variants = [
        "\u{FEFF}rowc-metrics 1\r\nunits-per-em 1000\r\ndefault 600\r\nU+00e9 500\r\nU+d000..U+e000 1000",
        "rowc-metrics 1 // header\n\n\tunits-per-em\t1000\n// note\ndefault   600\nU+00E9 500//tight comment\nU+D000..U+E000 1000",
    ]
    for text in variants {
        #expect(try RowTextMetrics(parsing: text) == plain)
    }
}

@Test func equalAdvancesMeanEqualTables() throws {
    let split = try RowTextMetrics(parsing: """
        rowc-metrics 1
        units-per-em 1000
        default 600
        U+4E00..U+4FFF 1000
        U+5000..U+9FFF 1000
        U+A000 600
        """)
    let merged = try RowTextMetrics(parsing: "rowc-metrics 1\nunits-per-em 1000\ndefault 600\nU+4E00..U+9FFF 1000\n")
    let other = try RowTextMetrics(parsing: "rowc-metrics 1\nunits-per-em 1000\ndefault 600\nU+4E00..U+9FFE 1000\n")
    #expect(split == merged)
    #expect(split.hashValue == merged.hashValue)
    #expect(split != other)
}

@Test func errorDescriptionNamesTheLine() {
    #expect(RowMetricsError(line: 3, message: "oops").description == "line 3: oops")
}

struct MalformedCase: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var message: String
    var testDescription: String { "line \(line): \(message)" }
}

private let header = "rowc-metrics 1\nunits-per-em 1000\ndefault 600\n"  // lines 1-3

private let malformedCases: [MalformedCase] = [
    .init(text: "", line: 1, message: "expected the header `rowc-metrics 2`, found an empty file"),
    .init(text: "rowc-metric 1\n", line: 1,
          message: "expected the header `rowc-metrics 2` on the first line, found `rowc-metric`"),
    .init(text: "// a comment first\nrowc-metrics 1\n", line: 1,
          message: "expected the header `rowc-metrics 2` on the first line"),
    .init(text: "rowc-metrics\n", line: 1, message: "missing the format version; expected `rowc-metrics 2`"),
    .init(text: "rowc-metrics 3\n", line: 1, message: "unsupported format version `3`; this rowc reads versions 1 and 2"),
    .init(text: "rowc-metrics 1 extra\n", line: 1, message: "unexpected `extra` at the end of the line"),
    .init(text: "rowc-metrics 1\runits-per-em 1000\n", line: 1, message: "unexpected control character U+000D"),
    .init(text: "rowc-metrics 1\n", line: 2, message: "missing `units-per-em N` (reached the end of the file)"),
    .init(text: "rowc-metrics 1\nunits-per-em 1000", line: 3, message: "missing `default N` (reached the end of the file)"),
    .init(text: "rowc-metrics 1\ndefault 600\n", line: 2, message: "expected `units-per-em N` before `default`"),
    .init(text: "rowc-metrics 1\nU+0041 500\n", line: 2, message: "expected `units-per-em N` before the first entry"),
    .init(text: "rowc-metrics 1\nunits-per-em 1000\nU+0041 500\n", line: 3,
          message: "expected `default N` before the first entry"),
    .init(text: "rowc-metrics 1\nunits-per-em 1000\nunits-per-em 2048\n", line: 3,
          message: "duplicate `units-per-em` (first given on line 2)"),
    .init(text: header + "default 500\n", line: 4, message: "duplicate `default` (first given on line 3)"),
    .init(text: "rowc-metrics 1\nunits-per-em\n", line: 2, message: "missing the value after `units-per-em`"),
    .init(text: "rowc-metrics 1\nunits-per-em 0\n", line: 2, message: "units-per-em must be positive, got `0`"),
    .init(text: "rowc-metrics 1\nunits-per-em 70000\n", line: 2,
          message: "units-per-em 70000 is too large; the largest is 65535"),
    .init(text: "rowc-metrics 1\nunits-per-em -1000\n", line: 2, message: "units-per-em must not be negative, got `-1000`"),
    .init(text: "rowc-metrics 1\nunits-per-em 1000\ndefault -1\n", line: 3,
          message: "default advance must not be negative, got `-1`"),
    .init(text: "rowc-metrics 1\nunits-per-em 1000\ndefault 600 700\n", line: 3,
          message: "unexpected `700` at the end of the line"),
    .init(text: header + "U+00G1 500\n", line: 4,
          message: "bad scalar `U+00G1`: expected U+ followed by 4 to 6 hex digits"),
    .init(text: header + "U+41 500\n", line: 4, message: "bad scalar `U+41`: expected U+ followed by 4 to 6 hex digits"),
    .init(text: header + "U+0000041 500\n", line: 4,
          message: "bad scalar `U+0000041`: expected U+ followed by 4 to 6 hex digits"),
    .init(text: header + "U+ 500\n", line: 4, message: "bad scalar `U+`: expected U+ followed by 4 to 6 hex digits"),
    .init(text: header + "U+110000 500\n", line: 4, message: "U+110000 is beyond U+10FFFF, the last Unicode scalar"),
    .init(text: header + "U+D800 500\n", line: 4, message: "U+D800 is a surrogate code point, not a Unicode scalar"),
    .init(text: header + "U+0041..U+DFFF 500\n", line: 4,
          message: "U+DFFF is a surrogate code point, not a Unicode scalar"),
    .init(text: header + "U+005A..U+0041 500\n", line: 4,
          message: "range U+005A..U+0041 is reversed: U+005A comes after U+0041"),
    .init(text: header + "U+0041..005A 500\n", line: 4,
          message: "bad range `U+0041..005A`: write both ends as U+XXXX, as in U+0041..U+005A"),
    .init(text: header + "U+0041...U+005A 500\n", line: 4,
          message: "bad range `U+0041...U+005A`: write both ends as U+XXXX, as in U+0041..U+005A"),
    .init(text: header + "U+0041 -5\n", line: 4, message: "advance must not be negative, got `-5`"),
    .init(text: header + "U+0041 12.5\n", line: 4, message: "advance must be a whole number of font units, got `12.5`"),
    .init(text: header + "U+0041 wide\n", line: 4, message: "expected advance as a whole number of font units, got `wide`"),
    .init(text: header + "U+0041 +5\n", line: 4, message: "expected advance as a whole number of font units, got `+5`"),
    .init(text: header + "U+0041 70000\n", line: 4, message: "advance 70000 is too large; the largest is 65535"),
    .init(text: header + "U+0041 99999999999999999999\n", line: 4,
          message: "advance 99999999999999999999 is too large; the largest is 65535"),
    .init(text: header + "U+0041\n", line: 4, message: "missing the advance after `U+0041`"),
    .init(text: header + "U+0041 500 600\n", line: 4, message: "unexpected `600` at the end of the line"),
    .init(text: header + "U+0041 500\nU+0041 600\n", line: 5, message: "duplicate entry for U+0041 (first given on line 4)"),
    .init(text: header + "U+0041..U+005A 500\nU+0041..U+005A 600\n", line: 5,
          message: "duplicate entry for U+0041..U+005A (first given on line 4)"),
    .init(text: header + "U+0041..U+005A 500\nU+0045 600\n", line: 5,
          message: "U+0045 overlaps U+0041..U+005A on line 4"),
    .init(text: header + "U+0041..U+005A 500\nU+0030..U+0041 600\n", line: 5,
          message: "U+0030..U+0041 overlaps U+0041..U+005A on line 4"),
    .init(text: header + "U+0100 500\n\n// gap\nU+0041 600\n", line: 7,
          message: "U+0041 comes after U+0100 on line 4; entries must ascend"),
    .init(text: header + "width 5\n", line: 4, message: "unknown directive `width`; expected `U+XXXX ADVANCE`, "
        + "`U+XXXX..U+YYYY ADVANCE`, `units-per-em N` or `default N`"),
    .init(text: header + "u+0041 500\n", line: 4, message: "unknown directive `u+0041`; expected `U+XXXX ADVANCE`, "
        + "`U+XXXX..U+YYYY ADVANCE`, `units-per-em N` or `default N`"),
    .init(text: header + "rowc-metrics 1\n", line: 4,
          message: "unexpected header `rowc-metrics`: only the first line has it"),
    .init(text: header + "U+0041\u{C}500\n", line: 4, message: "unexpected control character U+000C"),
    .init(text: header + "U+0041\u{A0}500\n", line: 4,
          message: "bad scalar `U+0041\u{A0}500`: expected U+ followed by 4 to 6 hex digits"),
]

@Test(arguments: malformedCases)
func malformedTableIsRejected(_ malformed: MalformedCase) {
    #expect(throws: RowMetricsError(line: malformed.line, message: malformed.message)) {
        try RowTextMetrics(parsing: malformed.text)
    }
}
