// FontReaderTests.swift: what the reader takes from real fonts, and the errors hostile ones get, naming their table.

import Foundation
@testable import RowcFonts
import RowcTestSupport
import Testing

@Suite struct FontReaderTests {
    static let dejaVu = "Tests/Fonts/DejaVuSans.ttf"

    @Test func readsDejaVuSans() throws {
        let face = try FontFace(bytes: try Repository.read(Self.dejaVu))
        #expect(face.unitsPerEm == 2048)
        #expect(face.fullName == "DejaVu Sans")
        #expect(face.instance.isEmpty)
        let glyphs = Dictionary(face.mappings.map { ($0.scalar, $0.glyph) }, uniquingKeysWith: { a, _ in a })
        // HarfBuzz, unkerned: A 1401, R 1423, T 1251 units.
        #expect(try face.advance(of: try #require(glyphs[0x41])) == 1401)
        #expect(try face.advance(of: try #require(glyphs[0x52])) == 1423)
        let pairs = try face.kerningPairs()
        // "AVATAR" shaped by HarfBuzz: A before V is 131 units closer, V before A 131, A before T 150.
        #expect(pairs[0x41]?[0x56] == -131)
        #expect(pairs[0x56]?[0x41] == -131)
        // Latin kerns with Latin and common characters, never with another script.
        #expect(pairs[0x41]?[0x414] == nil)
    }

    @Test func minimalFontReads() throws {
        let face = try FontFace(bytes: FontBuilder.minimal().bytes)
        #expect(face.unitsPerEm == 1000)
        #expect(face.mappings.count == 26)
        #expect(face.mappings.first?.scalar == 0x41 && face.mappings.first?.glyph == 1)
        #expect(try face.advance(of: 5) == 500)
        #expect(try face.kerningPairs().isEmpty)
        #expect(face.tracking.isEmpty)
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var table: String
        var message: String
        var testDescription: String { name }
    }

    static var hostile: [Hostile] {
        var cases: [Hostile] = []
        var missing = FontBuilder.minimal()
        missing.tables["hmtx"] = nil
        cases.append(Hostile(name: "no hmtx", bytes: missing.bytes, table: "hmtx", message: "missing; rowc needs it for the advance widths"))
        var noCmap = FontBuilder.minimal()
        noCmap.tables["cmap"] = u16(0) + u16(1) + u16(1) + u16(0) + u32(12) + u16(6) + u16(10) + u16(0) + u16(0) + u16(0)
        cases.append(Hostile(name: "no Unicode subtable", bytes: noCmap.bytes, table: "cmap", message: "no Unicode subtable of format 4 or 12"))
        var shortHmtx = FontBuilder.minimal()
        shortHmtx.tables["hhea"]?.replace(at: 34, u16(9000))
        cases.append(Hostile(name: "hmtx shorter than hhea says", bytes: shortHmtx.bytes, table: "hmtx", message: "reach beyond the table's"))
        var outside = FontBuilder.minimal().bytes
        outside.replace(at: 12 + 16 * 1 + 8, u32(1 << 30))  // the second record, 'head': its offset far past the end
        cases.append(Hostile(name: "offset outside the file", bytes: outside, table: "head", message: "beyond the file's"))
        let truncated = Array(FontBuilder.minimal().bytes.prefix(40))
        cases.append(Hostile(name: "truncated directory", bytes: truncated, table: "font", message: "truncated or corrupt"))
        cases.append(Hostile(name: "not a font", bytes: Array("<html>not a font at all</html>".utf8), table: "font", message: "not a TrueType or OpenType font"))
        var overlapping = FontBuilder.minimal()
        let groups = u32(0x41) + u32(0x5A) + u32(1) + u32(0x50) + u32(0x60) + u32(1)
        overlapping.tables["cmap"] = u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + u16(12) + u16(0) + u32(16 + groups.count) + u32(0) + u32(2) + groups
        cases.append(Hostile(name: "cmap groups overlap", bytes: overlapping.bytes, table: "cmap", message: "overlaps the one before"))
        cases.append(Hostile(name: "extension loop", bytes: extensionLoop().bytes, table: "GPOS", message: "points at another extension"))
        cases.append(Hostile(name: "billions of empty class pair records", bytes: emptyClassPairs().bytes, table: "GPOS",
                             message: "pair adjustments claim more records than rowc reads (4294836225 in one table)"))
        var collection = Array("ttcf".utf8) + u16(1) + u16(0) + u32(70000)
        collection += u32(0)
        cases.append(Hostile(name: "collection of too many faces", bytes: collection, table: "font", message: "claims 70000 fonts"))
        return cases
    }

    /// A GPOS whose kern lookup is an extension pointing at another extension.
    static func extensionLoop() -> FontBuilder {
        var font = FontBuilder.minimal()
        let script = u16(1) + Array("DFLT".utf8) + u16(8) + u16(4) + u16(0) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let features = u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        let lookups = u16(1) + u16(4) + u16(9) + u16(0) + u16(1) + u16(8) + u16(1) + u16(9) + u32(0)
        let scriptList = 10, featureList = scriptList + script.count, lookupList = featureList + features.count
        font.tables["GPOS"] = u16(1) + u16(0) + u16(scriptList) + u16(featureList) + u16(lookupList) + script + features + lookups
        return font
    }

    /// A GPOS kern lookup whose class pair subtable (format 2) claims 65,535 x 65,535 records
    /// with value formats of no fields: zero bytes each, so they fit in any file. fuzz-fonts found
    /// the shape (it ran for minutes, reserving gigabytes, before the records were budgeted).
    static func emptyClassPairs() -> FontBuilder {
        var font = FontBuilder.minimal()
        let script = u16(1) + Array("DFLT".utf8) + u16(8) + u16(4) + u16(0) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let features = u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        let coverage = u16(1) + u16(1) + u16(1), classes = u16(2) + u16(0)
        let subtable = u16(2) + u16(16) + u16(0) + u16(0) + u16(16 + coverage.count) + u16(16 + coverage.count)
            + u16(0xFFFF) + u16(0xFFFF) + coverage + classes
        let lookups = u16(1) + u16(4) + u16(2) + u16(0) + u16(1) + u16(8) + subtable
        let scriptList = 10, featureList = scriptList + script.count, lookupList = featureList + features.count
        font.tables["GPOS"] = u16(1) + u16(0) + u16(scriptList) + u16(featureList) + u16(lookupList) + script + features + lookups
        return font
    }

    @Test(arguments: hostile)
    func hostileFontIsAnErrorNamingItsTable(_ font: Hostile) {
        do {
            let face = try FontFace(bytes: font.bytes)
            _ = try face.kerningPairs()
            Issue.record("\(font.name) was read without an error")
        } catch {
            #expect(error.table == font.table, "\(error)")
            #expect(error.description.contains(font.message), "\(error)")
        }
    }

    /// Every cut of a real font either reads or fails with a FontError: nothing traps.
    @Test func everyTruncationOfARealFontFailsCleanly() throws {
        let bytes = try Repository.read(Self.dejaVu)
        var failures = 0
        for length in stride(from: 0, to: bytes.count, by: bytes.count / 97) {
            do {
                _ = try FontFace(bytes: Array(bytes.prefix(length))).kerningPairs()
            } catch {
                failures += 1
            }
        }
        #expect(failures > 90)
    }

    @Test func scriptsOfCharacters() {
        #expect(UnicodeScripts.tag(of: 0x41) == "latn")
        #expect(UnicodeScripts.tag(of: 0x414) == "cyrl")
        #expect(UnicodeScripts.tag(of: 0x3A9) == "grek")
        #expect(UnicodeScripts.tag(of: 0x65E5) == "hani")
        #expect(UnicodeScripts.tag(of: 0x20) == nil)
        #expect(UnicodeScripts.tag(of: 0x2E) == nil)
    }

    @Test func variableFontInstances() throws {
        let bytes = try Repository.read("Tests/Fonts/Inter-roman.var.ttf")
        let bold = try FontFace(bytes: bytes, instance: .named("Bold"))
        #expect(bold.instance.map(\.tag) == ["wght"] && bold.instance.first?.value == 700)
        let regular = try FontFace(bytes: bytes)
        let glyph = try #require(regular.mappings.first { $0.scalar == 0x41 }?.glyph)
        #expect(try bold.advance(of: glyph) > regular.advance(of: glyph))
        #expect(throws: FontError(table: "fvar", "wght=1000 is outside the axis's range, 100 to 900")) {
            try FontFace(bytes: bytes, instance: .coordinates(["wght": 1000]))
        }
        #expect(throws: FontError(table: "fvar", "no axis 'wdth'; the font's axes are 'wght'")) {
            try FontFace(bytes: bytes, instance: .coordinates(["wdth": 90]))
        }
        #expect(throws: FontError(table: "fvar", "missing; rowc needs it for a variable font's axes")) {
            try FontFace(bytes: try Repository.read(Self.dejaVu), instance: .named("Bold"))
        }
    }
}
