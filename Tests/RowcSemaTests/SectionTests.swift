// SectionTests.swift checks how rows are grouped into sections.

import RowcSema
import Testing

@Suite("sections")
struct SectionTests {
    @Test("rows before any section form an untitled first section")
    func implicitFirstSection() {
        let (spec, diagnostics) = check("row a title:\"A\"\nsection \"B\"\nrow b title:\"B\"\nrow c title:\"C\"\nsection\nrow d title:\"D\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.sections.map(\.title) == [nil, "B", nil])
        #expect(spec.sections.map(\.rows) == [0..<1, 1..<3, 3..<4])
        #expect(spec.sections[0].span == nil)
        #expect(spec.sections[2].span != nil)
    }

    @Test("comments right above a section document it, not its first row")
    func documentation() {
        let (spec, _) = check("""
            // Wireless.
            section "Network"
            row wifi title:"Wi-Fi"

            // Not attached: a blank line follows.

            section
            row b title:"B"
            """)
        #expect(spec.sections.map(\.documentation) == [["Wireless."], []])
        #expect(spec.rows.map(\.documentation) == [[], []])
    }

    @Test("no implicit section when the first row comes after a section")
    func noImplicitSection() {
        let (spec, _) = check("section \"A\"\nrow a title:\"A\"")
        #expect(spec.sections.map(\.title) == ["A"])
    }

    @Test("an empty section is a warning, and stays in the tree")
    func emptySection() {
        let (spec, diagnostics) = check("section \"Empty\"\nsection \"Full\"\nrow a title:\"A\"")
        #expect(diagnostics.codes == ["W001"])
        #expect(spec.sections.map(\.rows) == [0..<0, 0..<1])
    }

    @Test("section titles decode escapes; an unquoted title is one error with a fix-it")
    func titles() {
        #expect(check("section \"Say \\\"hi\\\"\"\nrow a title:\"A\"").spec.sections.first?.title == "Say \"hi\"")
        let (_, diagnostics) = check("section General Settings\nrow a title:\"A\"")
        #expect(diagnostics.codes == ["E103"])
        #expect(diagnostics[0].fixIts.first?.replacement == "\"General Settings\"")
    }

    @Test("a spec with nothing to show is a warning only when nothing else is wrong")
    func noRows() {
        #expect(check("").diagnostics.codes == ["W003"])
        #expect(check("theme row.height:50").diagnostics.codes == ["W003"])
        #expect(check("theme row.hieght:50").diagnostics.codes == ["E207"])
        #expect(check("model P title:$name").diagnostics.isEmpty)
    }
}
