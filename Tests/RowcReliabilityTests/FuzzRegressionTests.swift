// FuzzRegressionTests.swift keeps what fuzzing (Fuzz/) found fixed: each input that broke rowc, and the invariant it broke.

import Foundation
import RowcDiagnostics
import RowcSource
import Testing

@Suite("fuzz regressions")
struct FuzzRegressionTests {
    /// Columns from a fresh file every time: what `location(of:)` computed before it resumed from the last position.
    func freshLocation(_ bytes: [UInt8], _ offset: Int32) -> Location {
        SourceFile(path: "f.rows", bytes: bytes).location(of: offset)
    }

    @Test("locations on a long line, from its checkpoints, equal those walked from the line's start")
    func longLineLocations() {
        var rng = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[0x61], [0x09], [0xC3, 0xA9], [0xE8, 0xAA, 0x9E], [0xF0, 0x9F, 0x8D, 0x8F], [0xFF], [0xE8, 0xAA], [0x80]]
        var bytes: [UInt8] = Array("row a\n".utf8)
        for _ in 0..<3_000 { bytes += pieces.randomElement(using: &rng)! }
        bytes += Array("\nrow b\n".utf8)
        let file = SourceFile(path: "f.rows", bytes: bytes)
        // The reference: the same walk, by hand, from the start of line 2.
        var column = 1, utf16 = 0, i = 6
        var expected: [Int: Location] = [:]
        while i < bytes.count - 7 {
            expected[i] = Location(line: 2, column: column, utf16Column: utf16)
            let width = UTF8Decoding.sequenceLength(lead: bytes[i])
            if width > 1, UTF8Decoding.isValidSequence(bytes, at: i, length: width) { utf16 += width == 4 ? 2 : 1; i += width } else { utf16 += 1; i += 1 }
            column += 1
        }
        for offset in expected.keys.shuffled(using: &rng) {
            #expect(file.location(of: Int32(offset)) == expected[offset], "offset \(offset)")
        }
    }

    @Test("locations are the same whatever order they are asked for in")
    func locationsInAnyOrder() {
        var rng = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [[0x61], [0x20], [0x09], [0xC3, 0xA9], [0xE8, 0xAA, 0x9E], [0xF0, 0x9F, 0x8D, 0x8F], [0xFF], [0xE8, 0xAA],
                                 [0x0A], [0x0D, 0x0A], [0xEF, 0xBB, 0xBF]]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &rng) { bytes += pieces.randomElement(using: &rng)! }
            let file = SourceFile(path: "f.rows", bytes: bytes)
            for _ in 0..<30 {
                let offset = Int32.random(in: 0...Int32(bytes.count), using: &rng)
                #expect(file.location(of: offset) == freshLocation(bytes, offset), "\(bytes) at \(offset)")
            }
        }
    }

    @Test("a diagnostic on a long line shows a window of it, with its column still exact")
    func longLineExcerpt() {
        let line = String(repeating: "a ", count: 500) + "@" + String(repeating: " b", count: 500)
        let file = SourceFile(path: "l.rows", text: "row x title:\"X\"\n" + line + "\n")
        let offset = Int32(16 + 1000)
        let text = TextRenderer().render([Diagnostic(.strayCharacter, "unexpected character `@`", at: Span(start: offset, end: offset + 1))], in: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "l.rows:2:1001: error: unexpected character `@` [E003]")
        #expect(lines[1].hasPrefix("    \u{2026}a a") && lines[1].contains("@ b b") && lines[1].hasSuffix("\u{2026}"))
        #expect(lines[1].utf8.count < 300)
        // The caret sits under the `@` it points at.
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let at = lines[1].firstIndex(of: "@").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret != nil && caret == at)
    }

    @Test("a long line cut for its excerpt is never cut inside a character")
    func excerptKeepsCharactersWhole() {
        let line = String(repeating: "語", count: 400) + "@"
        let file = SourceFile(path: "l.rows", text: line)
        let start = Int32(line.utf8.count - 1)
        let text = TextRenderer().render([Diagnostic(.strayCharacter, "x", at: Span(start: start, end: start + 1))], in: file)
        #expect(!text.contains("\u{FFFD}"))
        #expect(text.contains("\u{2026}語語"))
    }

    @Test("source text quoted in a message is clipped; the fix-it's replacement is not")
    func quotedTextIsClipped() {
        let word = String(repeating: "w", count: 10_000)
        let d = Diagnostic(.strayCharacter, "`\(word)-x` is not a name", at: Span(0, 1),
                           fixIts: [FixIt("quote it: `\"\(word)-x\"`", replacing: Span(0, 1), with: "\"\(word)-x\"")])
        #expect(d.message == "`" + String(repeating: "w", count: 60) + "\u{2026}" + "wwwwwwww-x` is not a name")
        #expect(d.fixIts[0].message.utf8.count < 100)
        #expect(d.fixIts[0].replacement.utf8.count == 10_004)
        let short = "unknown attribute `titel` for a row; did you mean `title`?"
        #expect(Diagnostic(.strayCharacter, short, at: Span(0, 1)).message == short)
    }

    @Test("past 1,000 diagnostics a phase reports one E010 that counts the rest, at the worst severity left out")
    func diagnosticLimit() {
        var limit = DiagnosticLimit()
        var list: [Diagnostic] = []
        for i in 0..<1_005 {
            let code: DiagnosticCode = i == 1_003 ? .strayCharacter : .emptySectionForTests
            limit.append(Diagnostic(code, "d\(i)", at: Span(i, i)), to: &list)
        }
        #expect(list.count == 1_000)
        let summary = limit.summary(.tooManyDiagnostics)
        #expect(summary?.severity == .error)
        #expect(summary?.span == Span(1_000, 1_000))
        #expect(summary?.message == "5 more errors not reported after the first 1000; fix these and check again")
        #expect(DiagnosticLimit().summary(.tooManyDiagnostics) == nil)
    }
}

extension DiagnosticCode {
    static let emptySectionForTests = DiagnosticCode("W999", .warning, "a warning for tests", help: "")
}
