// AttributeTests.swift checks row attributes: unknown and repeated ones, empty strings, and values of the wrong kind.

import RowcSema
import Testing

@Suite("row attributes")
struct AttributeTests {
    @Test("an unknown attribute suggests the closest known one as a fix-it")
    func unknownAttribute() {
        let (_, diagnostics) = check("row a title:\"T\" subtile:\"S\"")
        #expect(diagnostics.codes == ["E201"])
        #expect(diagnostics[0].message == "unknown attribute `subtile` for a row; did you mean `subtitle`?")
        #expect(diagnostics[0].fixIts.first?.replacement == "subtitle")
    }

    @Test("a repeated attribute points at the first and offers to remove the second")
    func duplicateAttribute() {
        let (spec, diagnostics) = check("row a title:\"T\" title:\"U\"")
        #expect(diagnostics.codes == ["E202"])
        #expect(diagnostics[0].notes.map { diagnostics[0].position($0.span, in: spec) } == ["1:7"])
        #expect(diagnostics[0].fixIts.first?.replacement == "")
        #expect(spec.rows.first?.title == "T")
    }

    @Test("an empty string is an error whose fix-it removes the attribute and the space before it")
    func emptyString() {
        let (spec, diagnostics) = check("row a title:\"T\" subtitle:\"\"")
        #expect(diagnostics.codes == ["E205"])
        let fix = diagnostics[0].fixIts.first
        #expect(fix.map { spec.file.text($0.span) } == " subtitle:\"\"")
        #expect(spec.rows.first?.style.name == "title")
    }

    @Test("one mistake, one error: nothing follows from a syntax error or an unknown attribute", arguments: [
        "row \"Wi-Fi\"", "row @", "row title:\"x\" row", "row a subtitle:\"x\" 42", "row 名前",
        "row titel:\"Wi-Fi\"", "model Person titel:$name",
        // A section whose only row has a mistake is not also empty; `arrow:` is a flag given a
        // colon, not a key missing its value; a quoted or hyphenated model name is one mistake.
        "section \"A\"\nrow titel:\"Wi-Fi\"", "row a title:\"A\" arrow:", "model \"P\" title:$x",
        "model my-person title:$x",
        // The ASCII head of `café` is not kept as a name, so `caf` below is no repeat.
        "row café title:\"x\"\nrow caf title:\"y\"",
    ])
    func noFollowOnErrors(source: String) {
        #expect(check(source).diagnostics.count == 1)
    }

    @Test("a quoted model name is unquoted by its fix-it when it is a valid name")
    func quotedModelName() {
        #expect(check("model \"Person\" title:$name").diagnostics.first?.fixIts.first?.replacement == "Person")
        #expect(check("model \"Two words\" title:$name").diagnostics.first?.fixIts.isEmpty == true)
    }

    @Test("a field where a row takes none is one error")
    func fieldInRow() {
        #expect(check("row title:$name?").diagnostics.codes == ["E103"])
        #expect(check("row a accessory:$icon title:\"x\"").diagnostics.codes == ["E103"])
        #expect(check("row a title:\"x\" arrow:$on").diagnostics.codes == ["E103"])
        #expect(check("row a key:$id title:\"x\"").diagnostics.codes == ["E201"])
    }

    @Test("values of the wrong kind say what was expected, and quote names and numbers when that fixes them")
    func wrongKinds() {
        let name = check("row title:Wi_Fi").diagnostics
        #expect(name.codes == ["E103"])
        #expect(name[0].fixIts.first?.replacement == "\"Wi_Fi\"")
        #expect(check("row title:42").diagnostics.first?.fixIts.first?.replacement == "\"42\"")
        #expect(check("row image:42").diagnostics.first?.fixIts.first?.replacement == "\"42\"")
        #expect(check("row image:#FFF").diagnostics.first?.fixIts.isEmpty == true)
        #expect(check("row title:\"x\" arrow:\"yes\"").diagnostics.first?.fixIts.first?.replacement == "")
    }

    @Test("an image may be a name or a string")
    func images() {
        let (spec, diagnostics) = check("row a image:per_printer label:\"Printer\"\nrow b image:\"ic_arrow right\" label:\"Next\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.image) == ["per_printer", "ic_arrow right"])
    }
}
