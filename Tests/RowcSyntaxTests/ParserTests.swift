// ParserTests.swift checks declarations, optional names, attributes, continuation lines and recovery.

import RowcSource
import RowcSyntax
import Testing

@Suite("parser")
struct ParserTests {
    @Test("a row name is an identifier right after `row` that no colon follows", arguments: [
        ("row arrow title:\"x\"", nil, ["arrow", "title:\"x\""]),
        ("row printer image:per_printer", "printer", ["image:per_printer"]),
        ("row title title:\"x\"", "title", ["title:\"x\""]),
        ("row title:\"x\"", nil, ["title:\"x\""]),
        ("row image image:x", "image", ["image:x"]),
        ("row key title:\"x\"", "key", ["title:\"x\""]),
        ("row wifi", "wifi", []),
        ("row subtitle", "subtitle", []),
        ("row title :\"x\"", nil, ["title:\"x\""]),
    ] as [(String, String?, [String])])
    func rowNames(source: String, name: String?, attributes: [String]) {
        let tree = parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.declarations.count == 1)
        let row = tree.declarations[0]
        #expect(row.kind == .row)
        #expect(tree.name(row) == name)
        #expect(tree.attributeTexts(row) == attributes)
    }

    @Test("a section's name is an identifier right after `section` that no colon follows, before its title", arguments: [
        ("section connectivity \"Connectivity\"", "connectivity", "\"Connectivity\"", []),
        ("section about", "about", nil, []),
        ("section people \"People\" rows:Person", "people", "\"People\"", ["rows:Person"]),
        ("section footer:\"x\"", nil, nil, ["footer:\"x\""]),
        ("section \"General\"", nil, "\"General\"", []),
        ("section\n    // a comment\n    wifi \"Wi-Fi\"", "wifi", "\"Wi-Fi\"", []),
    ] as [(String, String?, String?, [String])])
    func sectionNames(source: String, name: String?, title: String?, attributes: [String]) {
        let tree = parse(source)
        #expect(tree.diagnostics.isEmpty)
        let section = tree.declarations[0]
        #expect(section.kind == .section)
        #expect(section.sectionName.map(tree.text) == name)
        #expect(section.name.map(tree.text) == title)
        #expect(tree.attributes(of: section).map { tree.file.text(tree.span(of: $0)) } == attributes)
        // The name's distance packs beside the kind: a declaration is as large as before.
        #expect(MemoryLayout<Declaration>.size == 24)
    }

    @Test("every declaration kind, and attribute order is free")
    func declarationKinds() {
        let tree = parse("""
            section "General"
            row subtitle:"S" arrow title:"T" image:i
            model Person key:$id image:$avatar? title:$name?
            theme row.height:50 title.color:#292E31
            section
            """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.declarations.map(\.kind) == [.section, .row, .model, .theme, .section])
        #expect(tree.name(tree.declarations[0]) == "\"General\"")
        #expect(tree.attributeTexts(tree.declarations[1]) == ["subtitle:\"S\"", "arrow", "title:\"T\"", "image:i"])
        #expect(tree.name(tree.declarations[2]) == "Person")
        #expect(tree.attributeTexts(tree.declarations[2]) == ["key:$id", "image:$avatar?", "title:$name?"])
        #expect(tree.attributeTexts(tree.declarations[3]) == ["row.height:50", "title.color:#292E31"])
        #expect(tree.name(tree.declarations[4]) == nil)
    }

    @Test("a model needs a name")
    func modelName() {
        let tree = parse("model key:$id title:$name\nmodel")
        #expect(tree.codes == ["E106", "E106"])
        #expect(tree.diagnostics[0].span == .empty(at: 5))
        #expect(tree.attributeTexts(tree.declarations[0]) == ["key:$id", "title:$name"])
    }

    @Test("indented lines that do not start with a declaration keyword continue the declaration")
    func continuationLines() {
        let tree = parse("row a title:\"x\"\n  subtitle:\"y\"\n\t// a comment between\n\tarrow\nrow b title:\"z\"")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.declarations.count == 2)
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:\"x\"", "subtitle:\"y\"", "arrow"])
        #expect(tree.text(tree.declarations[0].lastToken) == "arrow")
    }

    /// `sample` and its items are ordinary attributes to the parser, a flag and `key:value` pairs,
    /// on continuation lines too; the checker reads them as the clause, and `model sample` is a name.
    @Test("a model's sample clause parses as a flag and key-value pairs")
    func sampleClause() {
        let tree = parse("model Person title:$name switch:$isOn sample name:\"Kim Ji-woo\"\n    isOn:on\nmodel sample title:$x")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:$name", "switch:$isOn", "sample", "name:\"Kim Ji-woo\"", "isOn:on"])
        #expect(tree.name(tree.declarations[1]) == "sample")
        #expect(tree.attributes(of: tree.declarations[0]).map(\.isFlag) == [false, false, true, false, false])
    }

    @Test("a value may sit on the continuation line after its key")
    func valueOnContinuationLine() {
        let tree = parse("row title:\n    \"x\"")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:\"x\""])
    }

    @Test("an indented declaration keyword starts a new declaration")
    func indentedKeyword() {
        let tree = parse("row a title:\"x\"\n  row b title:\"y\"")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.declarations.map { tree.name($0) } == ["a", "b"])
    }

    @Test("an unindented line, or one after a blank line, does not continue", arguments: [
        "row a title:\"x\"\nsubtitle:\"y\"", "row a title:\"x\"\n\n  subtitle:\"y\"", "row a title:\"x\"\n   \n  subtitle:\"y\"",
        "row a title:\"x\"\n// comment\n  subtitle:\"y\"",
    ])
    func continuationEnds(source: String) {
        let tree = parse(source)
        #expect(tree.codes == ["E101"])
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:\"x\""])
        #expect(tree.declarations.last?.kind == .unknown)
    }

    @Test("a declaration keyword mid-line is reported, and the new declaration is parsed")
    func declarationMidLine() {
        let tree = parse("row one title:\"One\" row two title:\"Two\"")
        #expect(tree.codes == ["E105"])
        #expect(tree.diagnostics[0].span == Span(20, 23))
        #expect(tree.diagnostics[0].fixIts.first?.replacement == "\n")
        #expect(tree.declarations.map { tree.name($0) } == ["one", "two"])
    }

    @Test("a key with no value is kept with its value missing")
    func missingValue() {
        let tree = parse("row title:\nrow b subtitle: arrow")
        #expect(tree.codes == ["E102", "E102"])
        #expect(tree.diagnostics[0].span == Span(4, 10))
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:"])
        #expect(tree.attributeTexts(tree.declarations[1]) == ["subtitle:", "arrow"])
    }

    @Test("a reserved word right after the colon is a value; after a space it is not")
    func reservedWordValues() {
        #expect(parse("row image:arrow").attributeTexts(parse("row image:arrow").declarations[0]) == ["image:arrow"])
        let tree = parse("row image:row title:\"x\"")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.declarations.count == 1)
        #expect(tree.attributeTexts(tree.declarations[0]) == ["image:row", "title:\"x\""])
        let spaced = parse("row title: row b")
        #expect(spaced.codes == ["E102", "E105"])
        #expect(spaced.declarations.count == 2)
    }

    @Test("a value without a key, and a stray colon, are reported and skipped")
    func valuesWithoutKeys() {
        let tree = parse("row \"Wi-Fi\" arrow\nrow x title:\"t\" : \"u\"\nsection \"A\" \"B\"")
        #expect(tree.codes == ["E104", "E104", "E104"])
        #expect(tree.diagnostics[0].fixIts.first?.replacement == "title:")
        #expect(tree.attributeTexts(tree.declarations[0]) == ["arrow"])
        #expect(tree.attributeTexts(tree.declarations[1]) == ["title:\"t\""])
        #expect(tree.diagnostics[2].message.contains("one title string"))
    }

    @Test("a line that starts with no declaration keyword is one error; the next line is parsed")
    func unknownLines() {
        let tree = parse("rwo title:\"x\"\ntitle:\"y\"\n\"z\"\nrow ok title:\"fine\"")
        #expect(tree.codes == ["E101", "E101", "E101"])
        #expect(tree.diagnostics[0].fixIts.first?.replacement == "row")
        #expect(tree.diagnostics[1].fixIts.first?.replacement == "row ")
        #expect(tree.declarations.map(\.kind) == [.unknown, .unknown, .unknown, .row])
    }

    @Test("an invalid key skips its :value quietly, so one mistake is one error")
    func invalidKey() {
        let tree = parse("row x title:\"t\" sub-title:\"u\"")
        #expect(tree.codes == ["E003"])
        #expect(tree.attributeTexts(tree.declarations[0]) == ["title:\"t\""])
    }

    @Test("five independent errors on five lines give five diagnostics")
    func recovery() {
        let tree = parse("row a title:\nrow b @\nwor c\nrow d \"e\"\nrow f title:\"g\" row h")
        #expect(tree.codes == ["E102", "E003", "E101", "E104", "E105"])
        #expect(tree.diagnostics.map { $0.position(in: tree.file) } == ["1:7", "2:7", "3:1", "4:7", "5:17"])
    }

    @Test("comment lines right above a declaration are its leading comments")
    func leadingComments() {
        let tree = parse("""
            // Not attached: a blank line follows.

            // First line.
            ///   Doc comment.
              // Indented.
            row a title:"x" // trailing, not leading
            row b title:"y"
            """)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.leadingComments(of: tree.declarations[0]) == ["First line.", "  Doc comment.", "Indented."])
        #expect(tree.leadingComments(of: tree.declarations[1]).isEmpty)
    }

    @Test("a declaration's span runs from its keyword to its last token, continuation lines included")
    func declarationSpans() {
        let tree = parse("row a title:\"x\"\n  arrow // c\n")
        #expect(tree.span(of: tree.declarations[0]) == Span(0, 23))
        let attribute = tree.attributes(of: tree.declarations[0]).first!
        #expect(tree.span(of: attribute) == Span(6, 15))
    }
}
