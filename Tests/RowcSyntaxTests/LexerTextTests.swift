// LexerTextTests.swift checks line breaks, byte-order marks, strings, escapes and invalid bytes.

import RowcSource
import RowcSyntax
import Testing

@Suite("lexer: text, line breaks and strings")
struct LexerTextTests {
    @Test("a leading byte-order mark is skipped: no token, no diagnostic, columns unchanged")
    func byteOrderMark() {
        let result = lex([0xEF, 0xBB, 0xBF] + Array("row title:\"x\"".utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens.first?.start == 3)
        #expect(result.file.location(of: 3).column == 1)
        #expect(result.file.location(of: 7).column == 5)
    }

    @Test("a byte-order mark after the start is a stray character")
    func laterByteOrderMark() {
        let result = lex("row \u{FEFF}title:\"x\"")
        #expect(result.diagnostics.map(\.code.id) == ["E003"])
    }

    @Test("CRLF is one newline token; a comment stops before the CR")
    func crlf() {
        let result = lex("row // c\r\narrow\r\n")
        #expect(result.tokens.map(\.kind) == [.keyword, .comment, .newline, .keyword, .newline])
        #expect(result.file.text(result.tokens[1].span) == "// c")
        #expect(result.tokens[2].span.length == 2)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("a lone CR is not a line break: it is reported and the line goes on")
    func loneCR() {
        let result = lex("row\rarrow")
        #expect(result.tokens.map(\.kind) == [.keyword, .invalid, .keyword])
        #expect(result.diagnostics.map(\.code.id) == ["E002"])
        #expect(result.diagnostics.first?.message.contains("carriage return") == true)
        #expect(result.file.lineCount == 1)
    }

    @Test("an unterminated string ends at the line break, which stays a newline token")
    func unterminatedAtNewline() {
        let result = lex("title:\"Wi-Fi\nrow")
        #expect(result.tokens.map(\.kind) == [.identifier, .colon, .string, .newline, .keyword])
        #expect(result.file.text(result.tokens[2].span) == "\"Wi-Fi")
        #expect(result.diagnostics.map(\.code.id) == ["E004"])
        let fix = result.diagnostics.first?.fixIts.first
        #expect(fix?.span == .empty(at: 12) && fix?.replacement == "\"")
    }

    @Test("an unterminated string at the end of the file, and before a CRLF")
    func unterminatedAtEnd() {
        let eof = lex("title:\"Wi-Fi")
        #expect(eof.tokens.last?.end == 12)
        #expect(eof.diagnostics.map(\.code.id) == ["E004"])
        let crlf = lex("title:\"Wi-Fi\r\n")
        #expect(crlf.file.text(crlf.tokens[2].span) == "\"Wi-Fi")
        #expect(crlf.tokens.last?.kind == .newline)
    }

    @Test("an escaped quote or a backslash at the end of a line is explained in the one error")
    func unterminatedExplained() {
        let quote = lex(#"title:"C:\""#)
        #expect(quote.diagnostics.map(\.code.id) == ["E004"])
        #expect(quote.diagnostics.first?.message.contains("escaped quote") == true)
        let backslash = lex("title:\"a \\\nrow")
        #expect(backslash.diagnostics.map(\.code.id) == ["E004"])
        #expect(backslash.diagnostics.first?.fixIts.first?.replacement == "\"")
        #expect(backslash.diagnostics.first?.fixIts.first?.span == Span(9, 10))
    }

    @Test("valid escapes decode; the token notes that it has escapes")
    func validEscapes() {
        let tree = parse(#"row title:"q\"b\\n\nt\tu\u{41}\u{1F600}\u{0000E9}""#)
        #expect(tree.diagnostics.isEmpty)
        let string = tree.tokens.firstIndex { $0.kind == .string }!
        #expect(tree.tokens[string].hasEscapes)
        #expect(tree.stringValue(Int32(string)) == "q\"b\\n\nt\tuA😀é")
    }

    @Test("a string without escapes is taken as written, Unicode included")
    func plainString() {
        let tree = parse("row title:\"日本語 😀\"")
        let string = tree.tokens.firstIndex { $0.kind == .string }!
        #expect(!tree.tokens[string].hasEscapes)
        #expect(tree.stringValue(Int32(string)) == "日本語 😀")
    }

    @Test("unknown escapes are errors with a fix-it doubling the backslash", arguments: [#"\q"#, #"\%"#, #"\U"#, #"\é"#, #"\'"#])
    func unknownEscape(escape: String) {
        let result = lex("\"a\(escape)b\"")
        #expect(result.diagnostics.map(\.code.id) == ["E005"])
        #expect(result.diagnostics.first?.span == Span(2, 2 + escape.utf8.count))
        #expect(result.diagnostics.first?.fixIts.first?.replacement == #"\\"#)
        #expect(result.tokens.map(\.kind) == [.string])
    }

    @Test("\\u{...} takes 1 to 8 hex digits naming a scalar", arguments: [
        (#"\u{0}"#, true), (#"\u{41}"#, true), (#"\u{D7FF}"#, true), (#"\u{E000}"#, true),
        (#"\u{10FFFF}"#, true), (#"\u{0010FFFF}"#, true), (#"\u{1f600}"#, true),
        (#"\u{D800}"#, false), (#"\u{DFFF}"#, false), (#"\u{110000}"#, false), (#"\u{FFFFFFFF}"#, false),
        (#"\u{}"#, false), (#"\u{000000041}"#, false), (#"\u41"#, false), (#"\u{41"#, false),
        (#"\u{4G}"#, false), (#"\u"#, false),
    ])
    func unicodeEscapes(escape: String, valid: Bool) {
        let result = lex("\"\(escape)\"")
        #expect(result.diagnostics.map(\.code.id) == (valid ? [] : ["E006"]))
        #expect(result.tokens.map(\.kind) == [.string])
    }

    @Test("a rejected \\u{...} decodes to U+FFFD, so a value always exists")
    func rejectedEscapeValue() {
        let tree = parse(#"row title:"a\u{D800}b""#)
        let string = tree.tokens.firstIndex { $0.kind == .string }!
        #expect(tree.stringValue(Int32(string)) == "a\u{FFFD}b")
    }

    @Test("invalid UTF-8: one diagnostic per run, in strings, comments and between tokens")
    func invalidUTF8() {
        let inString = lex(Array("\"a".utf8) + [0xFF, 0xFE] + Array("b\"".utf8))
        #expect(inString.tokens.map(\.kind) == [.string])
        #expect(inString.diagnostics.map(\.code.id) == ["E001"])
        #expect(inString.diagnostics.first?.span == Span(2, 4))

        let inComment = lex(Array("// ".utf8) + [0xC0, 0xAF] + Array(" ok".utf8))
        #expect(inComment.tokens.map(\.kind) == [.comment])
        #expect(inComment.diagnostics.map(\.code.id) == ["E001"])

        let between = lex(Array("row ".utf8) + [0x80, 0x80, 0x80] + Array(" arrow".utf8))
        #expect(between.tokens.map(\.kind) == [.keyword, .invalid, .keyword])
        #expect(between.diagnostics.count == 1)
        #expect(between.diagnostics.first?.message.contains("0x80 0x80 0x80") == true)
    }

    @Test("surrogates, overlong forms and truncated sequences are invalid UTF-8", arguments: [
        [UInt8]([0xED, 0xA0, 0x80]), [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
    ])
    func malformedSequences(bytes: [UInt8]) {
        let result = lex(Array("\"".utf8) + bytes + Array("\"".utf8))
        #expect(result.diagnostics.map(\.code.id) == ["E001"])
        #expect(result.diagnostics.first?.span == Span(1, 1 + bytes.count))
    }

    @Test("NUL and other control characters are reported, a run at a time; a tab is fine")
    func controlCharacters() {
        let nul = lex([0x00] + Array("row".utf8))
        #expect(nul.tokens.map(\.kind) == [.invalid, .keyword])
        #expect(nul.diagnostics.first?.message.contains("NUL") == true)

        let run = lex(Array("\"a".utf8) + [0x01, 0x02, 0x1F] + Array("\"".utf8))
        #expect(run.diagnostics.count == 1)
        #expect(run.diagnostics.first?.span == Span(2, 5))

        #expect(lex([0x7F]).diagnostics.map(\.code.id) == ["E002"])
        #expect(lex("\"a\tb\"\t// c\td").diagnostics.isEmpty)
    }

    @Test("non-ASCII text in a string is accepted exactly when it is well-formed UTF-8")
    func utf8InStrings() {
        // Around each probe, CJK text, so the probe falls inside a run of multi-byte sequences.
        let han: [UInt8] = [0xE4, 0xB8, 0xAD]
        let probes: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        var mismatches: [[UInt8]] = []
        for lead in UInt8(0x80)...0xFF {
            for second in probes {
                for third in probes {
                    let body = han + [lead, second, third] + han
                    let valid = String(validating: body, as: UTF8.self) != nil
                    let result = lex(Array("title:\"".utf8) + body + [UInt8(ascii: "\"")])
                    let codes = Set(result.diagnostics.map(\.code.id))
                    let whole = result.tokens.last.map { $0.kind == .string && $0.start == 6 && Int($0.end) == body.count + 8 }
                    if codes != (valid ? [] : ["E001"]) || whole != true { mismatches.append([lead, second, third]) }
                }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("a curly string of CJK text closes at its `”`")
    func curlyCJK() {
        let curly = lex("title:“中文字” arrow")
        #expect(curly.tokens.map(\.kind) == [.identifier, .colon, .string, .keyword])
        #expect(curly.file.text(curly.tokens[2].span) == "“中文字”")
        #expect(curly.diagnostics.map(\.code.id) == ["E003"])
    }
}
