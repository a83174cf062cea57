// RowDraftTests.swift holds checking a large file's rows drafted on all cores equal to checking them one by one.

import RowcDiagnostics
import RowcSource
@testable import RowcSema
import RowcSyntax
import Testing

@Suite("rows drafted on all cores")
struct RowDraftTests {
    /// A large spec with what the pass in order decides: sections, explicit and derived names,
    /// names taken twice, derived names that collide, models and themes between rows.
    static func spec(rows: Int, extra: String = "") -> String {
        var text = "theme row.height:48\n"
        for i in 0..<rows {
            // Sections of every shape: titled, escaped, untitled, and an empty title (reported).
            if i % 50 == 0 {
                text += ["section \"Part \(i / 50)\"\n", "section \"Part \\\"\(i / 50)\\\"\"\n", "section\n", "section \"\"\n"][i / 50 % 4]
            }
            switch i % 7 {
            case 0: text += "row title:\"Same title\" arrow\n"
            case 1: text += "row r\(i % 500) image:icon title:\"Row \(i)\" subtitle:\"Sub\"\n"
            case 2: text += "// Documented.\nrow image:\"icon \(i % 3)\" label:\"Icon\"\n"
            case 3: text += "model M\(i) key:$id title:$name image:$avatar?\n"
            case 4: text += "row title:\"設定 \(i)\" subtitle:\"On\" arrow\n"
            case 5: text += "row sameTitle title:\"Explicit\"\n"
            default: text += "row r\(i) title:\"Escaped \\\"\(i)\\\" \\u{1F600}\"\n"
            }
            if i == rows / 2 { text += extra }
        }
        return text
    }

    static func expectSameCheck(_ text: String) {
        let tree = Parser.parse(SourceFile(path: "big.rows", text: text))
        let drafted = Checker.check(tree, draftingInPiecesOf: CheckerState.minimumDeclarationsPerPiece)
        let oneByOne = Checker.check(tree, draftingInPiecesOf: nil)
        #expect(drafted.spec.rows == oneByOne.spec.rows)
        #expect(drafted.spec.rowCount == oneByOne.spec.rows.count)
        #expect(drafted.spec.sections == oneByOne.spec.sections)
        #expect(drafted.spec.models == oneByOne.spec.models)
        #expect(drafted.spec.theme == oneByOne.spec.theme)
        #expect(drafted.diagnostics == oneByOne.diagnostics)
    }

    @Test("a large file checks the same drafted as one by one")
    func sameSpec() {
        let text = Self.spec(rows: 6_000)
        Self.expectSameCheck(text)
        #expect(!Checker.check(Parser.parse(SourceFile(path: "big.rows", text: text))).diagnostics.isEmpty)
    }

    @Test("names taken twice after the last section, model or unnamed row are reported as one by one")
    func repeatsAtTheEnd() {
        let text = Self.spec(rows: 4_000) + "row sameTitle title:\"Again\"\nrow r1 title:\"Again\" arrow\n"
        Self.expectSameCheck(text)
        let drafted = Checker.check(Parser.parse(SourceFile(path: "big.rows", text: text)),
                                    draftingInPiecesOf: CheckerState.minimumDeclarationsPerPiece)
        #expect(drafted.diagnostics.suffix(2).map(\.code) == [.duplicateRow, .duplicateRow])
    }

    @Test("a large file is drafted on all cores, not checked one by one, when nothing is reported")
    func draftedPathTaken() {
        let tree = Parser.parse(SourceFile(path: "big.rows", text: Self.spec(rows: 4_000)))
        let drafted = TreeBuffers.with(tree) { buffers in
            CheckerState(tree: tree, buffers: buffers).draftRowsConcurrently(minimumPerPiece: CheckerState.minimumDeclarationsPerPiece)
        }
        #expect(drafted?.records.count == Checker.check(tree, draftingInPiecesOf: nil).spec.rowCount)
    }

    @Test("a mistake in a row while drafting gives the one-by-one diagnostics", arguments: [
        "row broken subtile:\"x\"\n", "row class title:\"Keyword\"\n", "row a.b title:\"Dotted\"\n", "row\n", "row r9 arrow\n",
        "row unspoken image:icon\n", "row image:icon label:\"\"\n",
    ])
    func mistakes(extra: String) {
        Self.expectSameCheck(Self.spec(rows: 4_000, extra: extra))
    }
}

