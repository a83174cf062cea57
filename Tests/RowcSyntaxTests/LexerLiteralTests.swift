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

    @Test("a light/dark pair is one colour token: two colours joined by `/`", arguments: [
        ("#FFF/#000", true), ("#292E31/#E3E6E8", true), ("#292E3180/#FFF", true), ("#fff/#000000ff", true),
        ("#12/#000", false), ("#FFF/#12", false), ("#FFF/#", false), ("#GGG/#000", false),
    ])
    func colorPairs(text: String, valid: Bool) {
        let result = lex(text)
        #expect(result.tokens.map(\.kind) == [valid ? .color : .invalid])
        #expect(result.diagnostics.map(\.code.id) == (valid ? [] : ["E007"]))
    }

    @Test("a comment right after a colour still ends it: `//` is never a pair")
    func colorThenComment() {
        #expect(kindsAndTexts("title.color:#FFF//comment") == [
            Pair(.identifier, "title.color"), Pair(.colon, ":"), Pair(.color, "#FFF"), Pair(.comment, "//comment"),
        ])
        #expect(kindsAndTexts("title.color:#FFF/#000//dark") == [
            Pair(.identifier, "title.color"), Pair(.colon, ":"), Pair(.color, "#FFF/#000"), Pair(.comment, "//dark"),
        ])
        #expect(kindsAndTexts("#FFF // a comment") == [Pair(.color, "#FFF"), Pair(.comment, "// a comment")])
    }

    @Test("a lone `/` after a colour is a stray character, as anywhere")
    func slashAfterColor() {
        let result = lex("#FFF/ #000")
        #expect(result.tokens.map { result.file.text($0.span) } == ["#FFF", "/", "#000"])
        #expect(result.diagnostics.map(\.code.id) == ["E003"])
        // A third colour is not part of the pair.
        #expect(kindsAndTexts("#FFF/#000/#111").map(\.text) == ["#FFF/#000", "/", "#111"])
    }

    @Test("a dark colour without its `#` is one E007 whose fix-it inserts it")
    func pairWithoutHash() throws {
        let result = lex("#FFF/000")
        #expect(result.tokens.map(\.kind) == [.invalid])
        let d = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1 && d.code.id == "E007")
        #expect(d.message == "`#FFF/000` is not a colour pair; start the dark colour with `#` too, as in `#FFFFFF/#000000`")
        #expect(d.fixIts.first?.replacement == "#" && d.fixIts.first?.span.start == 5)
        // Digits that would not make a colour with a `#` either get no fix-it.
        #expect(lex("#FFF/00").diagnostics.first?.fixIts.isEmpty == true)
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
