// RowNameTests.swift checks row names: explicit, derived from the title or image, by position, and clashes.

import RowcDiagnostics
import RowcSema
import Testing

@Suite("row names")
struct RowNameTests {
    @Test("rows are named as written, else from the title, else from the image")
    func derivedNames() {
        let (spec, diagnostics) = check("""
            row general title:"General"
            row title:"Wi-Fi"
            row image:per_printer label:"Printer"
            row image:"ic_arrow right" title:"Next Page"
            """)
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.name) == ["general", "wiFi", "perPrinter", "nextPage"])
        #expect(spec.rows.map(\.explicitName) == [true, false, false, false])
    }

    @Test("a derived name that is a generated member or unusable keyword gets a Row suffix")
    func reservedDerivedNames() {
        let (spec, diagnostics) = check("row title:\"Rows\"\nrow title:\"Sections\"\nrow title:\"Theme\"\nrow title:\"Self\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.name) == ["rowsRow", "sectionsRow", "themeRow", "selfRow"])
    }

    @Test("a row with no name to derive is named by position, with a warning and a fix-it")
    func positionalNames() {
        let (spec, diagnostics) = check("row title:\"ok\"\nrow title:\"日本語\"")
        #expect(spec.rows.map(\.name) == ["ok", "row2"])
        #expect(diagnostics.codes == ["W004"])
        #expect(diagnostics[0].fixIts.first?.replacement == " row2")
        #expect(diagnostics[0].position(diagnostics[0].span, in: spec) == "2:1")
    }

    @Test("a duplicate explicit name is an error with a note at the first")
    func duplicateExplicit() {
        let (spec, diagnostics) = check("row wifi title:\"A\"\nrow other title:\"B\"\nrow wifi title:\"C\"")
        #expect(diagnostics.codes == ["E203"])
        #expect(diagnostics[0].position(diagnostics[0].span, in: spec) == "3:5")
        #expect(diagnostics[0].notes.map { diagnostics[0].position($0.span, in: spec) } == ["1:5"])
        #expect(diagnostics[0].notes.first?.message == "`wifi` first named here")
    }

    @Test("a derived name never takes an explicit one, even one written later: it is numbered")
    func derivedAgainstLaterExplicit() {
        let (spec, diagnostics) = check("row title:\"About\"\nrow about title:\"About this phone\"")
        #expect(diagnostics.codes == ["W005"])
        #expect(diagnostics[0].position(diagnostics[0].span, in: spec) == "1:1")
        #expect(diagnostics[0].notes.first?.message == "`about` is the name of this row")
        #expect(diagnostics[0].fixIts.first?.replacement == " about2")
        #expect(spec.rows.map(\.name) == ["about2", "about"])
    }

    @Test("rows whose titles give one name are numbered in order, skipping names taken, with a warning each")
    func derivedClash() {
        let (spec, diagnostics) = check("row title:\"Privacy\"\nrow title:\"Privacy\"\nrow privacy2 title:\"x\"")
        #expect(diagnostics.codes == ["W005", "W005"])
        #expect(diagnostics.map { $0.position($0.span, in: spec) } == ["1:1", "2:1"])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == [" privacy", " privacy3"])
        #expect(spec.rows.map(\.name) == ["privacy", "privacy3", "privacy2"])
    }

    @Test("a numbered name steps over another row's derived name")
    func numberedAroundDerived() {
        let (spec, diagnostics) = check("row title:\"Title\"\nrow title:\"Title\"\nrow title:\"Title 2\"")
        #expect(spec.rows.map(\.name) == ["title", "title3", "title2"])
        #expect(diagnostics.codes == ["W005", "W005"])
    }

    @Test("a positional name an explicit row already has is a clash, not a silent duplicate")
    func positionalClash() {
        let (spec, diagnostics) = check("row row2 title:\"x\"\nrow title:\"日本\"")
        #expect(diagnostics.codes == ["E203"])
        #expect(diagnostics[0].fixIts.isEmpty)
        #expect(diagnostics[0].message.contains("given by its position"))
        #expect(diagnostics[0].position(diagnostics[0].span, in: spec) == "2:1")
    }

    @Test("keyword names are escaped with a warning; unusable names are errors", arguments: [
        ("default", "W002"), ("var", "W002"), ("self", "E209"), ("init", "E209"), ("rows", "E209"),
        ("sections", "E209"), ("theme.x", "E209"),
    ])
    func keywordNames(name: String, code: String) {
        #expect(check("row \(name) title:\"x\"").diagnostics.codes == [code])
    }
}
