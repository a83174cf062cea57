// LocationTests.swift checks that line and column lookups on long lines, from checkpoints and in any order, equal a walk from the line's start.

import RowcSource
import Testing

/// Found by fuzzing (Fuzz/run.sh frontend): locations resumed from an earlier lookup drifted.
@Suite("locations")
struct LocationTests {
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
}
