// ChunkedParseTests.swift holds the parse of a file in pieces equal to its parse in one piece.

import RowcSource
import RowcSystem
@testable import RowcSyntax
import Testing

@Suite("parsing in pieces")
struct ChunkedParseTests {
    /// A clean spec with every construct that meets a piece boundary: comments and blank lines
    /// between declarations, continuation lines, CRLF, models, themes, a byte-order mark.
    static func spec(lines: Int) -> [UInt8] {
        var text = "\u{FEFF}// A spec.\n"
        for i in 0..<lines {
            switch i % 9 {
            case 0: text += "section \"Part \(i)\"\n"
            case 1: text += "// About row \(i).\n\n"
            case 2: text += "row r\(i) title:\"Wi-Fi \\\"\(i)\\\"\" // trailing\n"
            case 3: text += "row r\(i) image:icon_\(i)\n    title:\"設定 \(i)\"\n  // inside\n    subtitle:\"On\" arrow\n"
            case 4: text += "row r\(i) title:\"CRLF\"\r\n"
            case 5: text += "model M\(i) key:$id title:$name subtitle:$note? image:$avatar?\n"
            case 6: text += "theme row.height:44 title.color:#292E31\n"
            case 7: text += "   \n\t\n"
            default: text += "row title:\"Derived \(i)\" image:\"a b\" arrow\n"
            }
        }
        return Array(text.utf8)
    }

    @Test("pieces join into the one-piece tree", arguments: [2, 3, 4, 7, 64])
    func sameTree(pieces: Int) throws {
        let file = SourceFile(path: "big.rows", bytes: Self.spec(lines: 5_000))
        let whole = Parser.parseInOnePiece(file)
        #expect(whole.diagnostics.isEmpty)
        let joined = try #require(ChunkedParse.parse(file, pieces: pieces))
        #expect(joined.tokens == whole.tokens)
        #expect(joined.declarations == whole.declarations)
        #expect(joined.attributes == whole.attributes)
        #expect(joined.diagnostics.isEmpty)
    }

    @Test("a file with a mistake in any piece is parsed in one piece", arguments: [0.1, 0.5, 0.99])
    func mistakes(at fraction: Double) {
        var bytes = Self.spec(lines: 2_000)
        let at = bytes[Int(Double(bytes.count) * fraction)...].firstIndex(of: UInt8(ascii: "\n"))!
        bytes.insert(contentsOf: Array("\nrow title:\"x\" @\n".utf8), at: at)
        let file = SourceFile(path: "bad.rows", bytes: bytes)
        #expect(ChunkedParse.parse(file, pieces: 4) == nil)
        #expect(!Parser.parse(file).diagnostics.isEmpty)
    }

    @Test("a file with no line to split at stays one piece")
    func noBoundary() {
        let bytes = Array(("row r title:\"" + String(repeating: "x", count: 200_000) + "\"\n").utf8)
        #expect(ChunkedParse.parse(SourceFile(path: "long.rows", bytes: bytes), pieces: 2) == nil)
    }

    @Test("pieces denser than a worker's scratch has room for join into the one-piece tree")
    func densePieces() throws {
        // A token every 2.7 bytes, where a scratch starts with room for one every 4.
        let text = (0..<40_000).map { "row a\($0) title:\"b\"\n" }.joined()
        let file = SourceFile(path: "dense.rows", text: text)
        let whole = Parser.parseInOnePiece(file)
        let joined = try #require(ChunkedParse.parse(file, pieces: 8))
        #expect(joined.tokens == whole.tokens)
        #expect(joined.declarations == whole.declarations)
        #expect(joined.attributes == whole.attributes)
    }

    @Test("a clean file denser than the joined arrays have room for is parsed in one piece")
    func denserThanRoom() {
        // Blank lines are a token a byte; the joined arrays have room for one every two.
        let text = (0..<20_000).map { "row r\($0) title:\"x\"" + String(repeating: "\n", count: 40) }.joined()
        let file = SourceFile(path: "blank.rows", text: text)
        #expect(ChunkedParse.parse(file, pieces: 4) == nil)
        let parsed = Parser.parse(file)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.tokens == Parser.parseInOnePiece(file).tokens)
    }

    @Test("pieces start at the first line start with a letter at or after each share, and none lie past the last")
    func boundaries() {
        // The rule, one byte at a time.
        func reference(_ bytes: [UInt8], pieces: Int) -> [Int] {
            var bounds = [0]
            for k in 1..<pieces {
                var j = max(Cores.share(k, of: pieces, bytes.count), bounds[bounds.count - 1] + 1)
                while j < bytes.count,
                      !(bytes[j - 1] == UInt8(ascii: "\n") && Lexer.isIdentifierStart(bytes[j]) && bytes[j] != UInt8(ascii: "_")) {
                    j += 1
                }
                if j < bytes.count { bounds.append(j) }
            }
            return bounds + [bytes.count]
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab_ \n\n:\"#9".utf8)
        for length in [1, 2, 10, 100, 1_000] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                for pieces in [2, 3, 8, 33] {
                    let found = bytes.withUnsafeBufferPointer { ChunkedParse.boundaries($0, pieces: pieces) }
                    #expect(found == reference(bytes, pieces: pieces), "\(bytes) in \(pieces)")
                }
            }
        }
        // One long line: no piece but the first.
        let line = Array(String(repeating: "a", count: 10_000).utf8)
        #expect(line.withUnsafeBufferPointer { ChunkedParse.boundaries($0, pieces: 32) } == [0, 10_000])
    }
}
