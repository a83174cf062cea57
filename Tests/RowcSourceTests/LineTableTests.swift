// LineTableTests.swift checks where lines start and end, with LF, CRLF, a lone CR and a byte-order mark.

import RowcSource
import Testing

@Suite("line tables")
struct LineTableTests {
    @Test("a line ends at LF; a CR before it belongs to the break, a lone CR to the line")
    func lineBreaks() {
        let file = SourceFile(path: "a.rows", text: "one\r\ntwo\rstill\n\nlast")
        #expect(file.lines == [0, 5, 15, 16])
        #expect(file.lineCount == 4)
        #expect((0..<4).map(file.lineText) == ["one", "two\rstill", "", "last"])
        #expect(file.lineContentEnd(0) == 3)
        #expect(file.lineContentEnd(3) == 20)
    }

    @Test("an offset is on the line that holds it; a break's bytes are on the line they end")
    func lineOfOffset() {
        let file = SourceFile(path: "a.rows", text: "ab\r\ncd\n")
        #expect([0, 2, 3, 4, 6, 7].map { file.lineIndex(of: $0) } == [0, 0, 0, 1, 1, 2])
        #expect(file.location(of: 7) == Location(line: 3, column: 1, utf16Column: 0))
    }

    @Test("an empty file is one empty line")
    func emptyFile() {
        let file = SourceFile(path: "e.rows", bytes: [])
        #expect(file.lines == [0])
        #expect(file.lineText(0) == "")
        #expect(file.location(of: 0) == Location(line: 1, column: 1, utf16Column: 0))
    }

    @Test("a leading byte-order mark is not a column, and only at the start of the file")
    func byteOrderMark() {
        let file = SourceFile(path: "b.rows", text: "\u{FEFF}row\n\u{FEFF}x")
        #expect(file.columnStart(ofLine: 0) == 3)
        #expect(file.location(of: 3) == Location(line: 1, column: 1, utf16Column: 0))
        #expect(file.columnStart(ofLine: 1) == 7)
        #expect(file.location(of: 10) == Location(line: 2, column: 2, utf16Column: 1))
    }

    @Test("the bytes are kept as read and text is repaired only for showing")
    func bytesKept() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        let file = SourceFile(path: "x.rows", bytes: bytes)
        #expect(file.bytes == bytes && file.count == 3)
        #expect(file.text(Span(0, 3)) == "a\u{FFFD}b")
    }
}
