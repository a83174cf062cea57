// ParsePiecesTests.swift holds a file lexed and parsed in pieces to the same file parsed in one.

@testable import RowcSyntax
import RowcSource
import RowcTestSupport
import Testing

@Suite struct ParsePiecesTests {
    /// Every spec of the tests' cases and of Specs/, one after another: every token kind, every
    /// mistake the lexer and parser report, comments, continuation lines, byte-order marks.
    static let cases: [UInt8] = {
        let paths = ((try? Repository.files(under: "Tests/Cases", withExtension: "rows")) ?? [])
            + ((try? Repository.files(under: "Specs", withExtension: "rows")) ?? [])
        return paths.sorted().flatMap { ((try? Repository.read($0)) ?? []) + Array("\n".utf8) }
    }()

    /// Lines with more mistakes than a phase reports, so the limits' summaries come from pieces too.
    static let manyMistakes: [UInt8] = Array((0..<3_600).map { n in
        n % 3 == 0 ? "row r\(n) title:\"A\" § subtitle:\n" : n % 3 == 1 ? "  : \"continued\" \(n)px\n" : "section \"S\(n)\" title\n"
    }.joined().utf8)

    @Test(arguments: [2, 3, 7, 40])
    func piecesGiveTheTreeOfOne(_ pieces: Int) throws {
        for (name, bytes) in [("cases", Self.cases), ("mistakes", Self.manyMistakes)] {
            let file = SourceFile(path: "\(name).rows", bytes: bytes)
            #expect(ParsePieces.starts(bytes, pieces: pieces).count > 1, "\(name) is split")
            let one = ParsePieces.parse(file, pieces: 1), split = ParsePieces.parse(file, pieces: pieces)
            #expect(split.tokens == one.tokens, "\(name)")
            #expect(split.declarations == one.declarations, "\(name)")
            #expect(split.attributes == one.attributes, "\(name)")
            #expect(split.diagnostics == one.diagnostics, "\(name)")
        }
    }

    @Test func manyMistakesReachTheLimits() {
        let tree = ParsePieces.parse(SourceFile(path: "m.rows", bytes: Self.manyMistakes), pieces: 3)
        #expect(tree.diagnostics.filter { $0.code == .tooManyDiagnostics }.count == 2)
    }

    @Test func aPieceStartsOnlyAtADeclarationsFirstByte() {
        let text = "row a title:\"x\"\n  row:\"not a start\"\n// row b\nrow\tb title:\"y\"\n"
        let bytes = Array(text.utf8)
        let starts = ParsePieces.starts(bytes, pieces: 4)
        #expect(starts == [0, Array("row a title:\"x\"\n  row:\"not a start\"\n// row b\n".utf8).count])
    }

    @Test func onePieceIsTheParser() {
        let file = SourceFile(path: "c.rows", bytes: Self.cases)
        let tree = Parser.parse(file)
        let (tokens, _) = Lexer.tokenize(file)
        #expect(tree.tokens == tokens)
    }
}
