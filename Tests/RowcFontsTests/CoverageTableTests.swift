// CoverageTableTests.swift: format 2 Coverage and ClassDef tables, whose range records share one reader.

@testable import RowcFonts
import Testing

@Suite struct CoverageTableTests {
    /// A format 2 table of `ranges`: the format, the count, then each range's first and last glyph and value.
    static func format2(_ ranges: [(UInt16, UInt16, UInt16)]) -> FontBytes {
        let words: [UInt16] = [2, UInt16(ranges.count)] + ranges.flatMap { [$0.0, $0.1, $0.2] }
        return FontBytes(words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, table: "GPOS")
    }

    @Test func coverageRangesGiveTheirGlyphsInOrder() throws {
        let coverage = try CoverageTable(Self.format2([(3, 5, 0), (9, 9, 3), (20, 21, 4)]))
        #expect(coverage.glyphs == [3, 4, 5, 9, 20, 21])
        #expect(coverage.index(of: 9) == 3)
        #expect(coverage.index(of: 6) == nil)
    }

    @Test("a coverage range out of order, reversed, or whose start index does not count the glyphs before it",
          arguments: [[(3, 5, 0), (4, 8, 3)], [(6, 5, 0)], [(3, 5, 0), (9, 9, 2)]] as [[(UInt16, UInt16, UInt16)]])
    func badCoverageRanges(ranges: [(UInt16, UInt16, UInt16)]) {
        let record = 4 + (ranges.count - 1) * 6
        #expect(throws: FontError(table: "GPOS", offset: record, "coverage range \(ranges.count - 1) is reversed or out of order")) {
            try CoverageTable(Self.format2(ranges))
        }
    }

    @Test func classRangesGiveTheirClassesAndClassZeroElsewhere() throws {
        let classes = try ClassDefinition(Self.format2([(3, 5, 2), (9, 9, 7)]))
        #expect([2, 3, 5, 6, 9, 10].map(classes.value) == [0, 2, 2, 0, 7, 0])
        #expect(throws: FontError(table: "GPOS", offset: 10, "class range 1 is reversed or out of order")) {
            try ClassDefinition(Self.format2([(3, 5, 2), (5, 9, 7)]))
        }
    }
}
