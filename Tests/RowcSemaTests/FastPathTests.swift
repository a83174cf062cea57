// FastPathTests.swift holds every fast path to its reference on every spec in the repository and the fuzz corpus.

import Foundation
import RowcSource
@testable import RowcSema
@testable import RowcSyntax
import RowcTestSupport
import Testing

@Suite("fast paths against their references, over the repository's specs")
struct FastPathTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every file under Specs/, Tests/Cases/, Examples/ and Fuzz/Seeds/, and a sample of the
    /// front-end fuzzer's corpus when Fuzz/run.sh has made one: any bytes are input to the front end.
    static let inputs: [String] = {
        let manager = FileManager.default
        var paths: [String] = []
        for folder in ["Specs", "Tests/Cases", "Examples", "Fuzz/Seeds"] {
            let url = root.appendingPathComponent(folder)
            let names = (try? manager.subpathsOfDirectory(atPath: url.path)) ?? []
            // Not what builds leave there: Examples/StaffList/.build holds thousands of binaries once CI built it.
            for name in names.sorted() where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                var isFolder: ObjCBool = false
                let path = url.appendingPathComponent(name).path
                if manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { paths.append(path) }
            }
        }
        return paths + FuzzCorpus.frontEnd
    }()

    @Test("there are specs to compare")
    func inputsExist() {
        #expect(Self.inputs.filter { $0.hasSuffix(".rows") }.count >= 50)
    }

    @Test("each parses alike with and without the parser's shortcut, and in pieces as in one")
    func parsing() throws {
        for path in Self.inputs {
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let tree = Parser.parseInOnePiece(file)
            let general = Parser.parseInOnePiece(file, takingPlainAttributes: false)
            #expect(general.declarations == tree.declarations && general.attributes == tree.attributes
                    && general.diagnostics == tree.diagnostics, "plain attributes: \(path)")
            for pieces in 2...4 {
                guard let joined = Parser.parse(file, inPieces: pieces) else { continue }
                #expect(joined.tokens == tree.tokens && joined.declarations == tree.declarations
                        && joined.attributes == tree.attributes && joined.diagnostics == tree.diagnostics,
                        "\(pieces) pieces: \(path)")
            }
        }
    }

    @Test("each checks alike with rows drafted by the plain path, in pieces, and one by one")
    func checking() throws {
        var plainRows = 0
        for path in Self.inputs {
            let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let tree = Parser.parseInOnePiece(file)
            let taken = Checker.plainRowsTaken(tree)
            #expect(taken != nil, "plain rows: \(path)")
            plainRows += taken ?? 0
            let one = Checker.check(tree, draftingInPiecesOf: nil)
            // Pieces of one declaration: the sharded name claims and the pass in order, on any file.
            let pieces = Checker.check(tree, draftingInPiecesOf: 1)
            #expect(pieces.spec.rows == one.spec.rows && pieces.spec.sections == one.spec.sections
                    && pieces.spec.models == one.spec.models && pieces.spec.theme == one.spec.theme
                    && pieces.diagnostics == one.diagnostics, "drafted in pieces: \(path)")
        }
        #expect(plainRows > 100)
    }
}
