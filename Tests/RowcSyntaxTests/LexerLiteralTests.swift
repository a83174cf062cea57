// LexerLiteralTests.swift checks colours, numbers and fields at their edges.

import RowcSyntax
import Testing

@Suite("lexer: colours, numbers and fields")
struct LexerLiteralTests {
    @Test("colours take 3, 6 or 8 hex digits", arguments: [
        ("#FFF", true), ("#292E31", true), ("#292e31", true), ("#C7C7CCFF", true),
        ("#", false), ("#12", false), ("#1234", false), ("#12345", false), ("#1234567", false),
        ("#GGG", false), ("#12345G", false), ("#123456789", false),
    ])
    func colors(text: String, valid: Bool) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [valid ? .color : .invalid])
        #expect(result.diagnostics.map(\.code.id) == (valid ? [] : ["E007"]))
    }

    @Test("numbers are an optional minus, digits and an optional fraction", arguments: [
        ("0", true), ("10", true), ("10.5", true), ("-3", true), ("-0.25", true), ("007", true),
        ("10.", false), ("1.2.3", false), ("10px", false), ("1e3", false), ("-x", false), ("3_000", false),
    ])
    func numbers(text: String, valid: Bool) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [valid ? .number : .invalid])
        #expect(result.diagnostics.map(\.code.id) == (valid ? [] : ["E008"]))
    }

    @Test("a lone minus is a stray character")
    func loneMinus() {
        let result = lex("- 5")
        #expect(result.tokens.map(\.kind) == [.invalid, .number])
        #expect(result.diagnostics.map(\.code.id) == ["E003"])
    }

    @Test(".5 and -.5 are invalid with a fix-it inserting 0", arguments: [(".5", 0), ("-.5", 1)])
    func leadingPoint(text: String, dot: Int32) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [.invalid])
        #expect(result.diagnostics.map(\.code.id) == ["E008"])
        #expect(result.diagnostics.first?.fixIts.first?.span == .empty(at: dot))
        #expect(result.diagnostics.first?.fixIts.first?.replacement == "0")
    }

    @Test("fields are $ and a name, with an optional ?", arguments: ["$a", "$avatar", "$avatar?", "$_id", "$image2"])
    func validFields(text: String) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [.field])
        #expect(result.file.text(result.tokens[0].span) == text)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a $ without a name, or with a name starting with a digit, is one error", arguments: ["$", "$?", "$1st", "$1st?"])
    func invalidFields(text: String) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [.invalid])
        #expect(result.diagnostics.map(\.code.id) == ["E009"])
    }

    @Test("a field stops at a dot and at a second ?")
    func fieldEnds() {
        #expect(kindsAndTexts("$a.b").map(\.text) == ["$a", ".", "b"])
        #expect(kindsAndTexts("$a??").map(\.text) == ["$a?", "?"])
    }
}
