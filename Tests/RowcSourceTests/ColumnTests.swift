// ColumnTests.swift checks columns in characters and in UTF-16 units, and the editor's way back from them to bytes.

import RowcSource
import Testing

@Suite("columns")
struct ColumnTests {
    /// `é` is 2 bytes and 1 unit, `設` 3 bytes and 1 unit, `🍏` 4 bytes and 2 units.
    static let file = SourceFile(path: "u.rows", text: "a\u{E9}\u{8A2D}\u{1F34F}z\n")

    @Test("columns count characters from 1; UTF-16 columns count units from 0", arguments: [
        (0, 1, 0), (1, 2, 1), (3, 3, 2), (6, 4, 3), (10, 5, 5), (11, 6, 6),
    ])
    func location(offset: Int32, column: Int, utf16: Int) {
        #expect(Self.file.location(of: offset) == Location(line: 1, column: column, utf16Column: utf16))
    }

    @Test("a UTF-16 column maps back to the byte it starts at, clamped to the line", arguments: [
        (0, 0), (1, 1), (2, 3), (3, 6), (5, 10), (6, 11), (99, 11),
    ])
    func offset(utf16: Int, offset: Int32) {
        #expect(Self.file.offset(line: 0, utf16Column: utf16) == offset)
    }

    @Test("lines before the first or past the last clamp to the file's ends")
    func linesOutOfRange() {
        #expect(Self.file.offset(line: -1, utf16Column: 3) == 0)
        #expect(Self.file.offset(line: 5, utf16Column: 0) == Int32(Self.file.count))
    }

    @Test("an invalid byte is one column and one unit, as the replacement character it shows as")
    func invalidBytes() {
        let file = SourceFile(path: "i.rows", bytes: [0xE8, 0xAA, 0x61, 0xFF, 0x62])
        #expect(file.location(of: 2) == Location(line: 1, column: 3, utf16Column: 2))
        #expect(file.location(of: 5) == Location(line: 1, column: 6, utf16Column: 5))
        #expect(file.offset(line: 0, utf16Column: 4) == 4)
    }

    @Test("locations order by line, then column")
    func ordering() {
        #expect(Location(line: 1, column: 9, utf16Column: 8) < Location(line: 2, column: 1, utf16Column: 0))
        #expect(Location(line: 2, column: 1, utf16Column: 0) < Location(line: 2, column: 2, utf16Column: 1))
    }
}
