// LexerTokenTests.swift checks the token kinds, spans and word classes the lexer produces.

import RowcSource
import RowcSyntax
import Testing

@Suite("lexer: tokens")
struct LexerTokenTests {
    @Test("every token kind, with its text")
    func everyKind() {
        let tokens = kindsAndTexts("row name image:per_printer title:\"T\" #FFF 10.5 -3 $avatar? @ // note\n")
        #expect(tokens == [
            Pair(.keyword, "row"), Pair(.identifier, "name"), Pair(.identifier, "image"), Pair(.colon, ":"),
            Pair(.identifier, "per_printer"), Pair(.identifier, "title"), Pair(.colon, ":"), Pair(.string, "\"T\""),
            Pair(.color, "#FFF"), Pair(.number, "10.5"), Pair(.number, "-3"), Pair(.field, "$avatar?"),
            Pair(.invalid, "@"), Pair(.comment, "// note"), Pair(.newline, "\n"),
        ])
    }

    @Test("a word after a dot may start with a digit, as in SF Symbols' names; a name that starts with one is quoted by a fix-it")
    func digitsInNames() throws {
        #expect(kindsAndTexts("arrow.triangle.2.circlepath") == [Pair(.identifier, "arrow.triangle.2.circlepath")])
        let result = lex("row a title:\"A\" symbol:0.circle")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code.id == "E008")
        #expect(diagnostic.fixIts.map(\.replacement) == ["\"0.circle\""])
    }

    @Test("spans are byte offsets, half open, and the end of file is an empty token at the end")
    func spans() {
        let result = lex("row  title:\"é\"")
        #expect(result.tokens.map(\.start) == [0, 5, 10, 11])
        #expect(result.tokens.map(\.end) == [3, 10, 11, 15])  // é is two bytes
        let file = result.file
        let all = RowcSyntax.Lexer.tokenize(file).tokens
        #expect(all.last?.kind == .endOfFile)
        #expect(all.last?.span.isEmpty == true && all.last?.start == 15)
    }

    @Test("reserved words are keywords; contextual words are identifiers that carry their word",
          arguments: [
              ("row", TokenKind.keyword, Word.row), ("section", .keyword, .section), ("model", .keyword, .model),
              ("theme", .keyword, .theme), ("arrow", .keyword, .arrow),
              ("image", .identifier, .image), ("title", .identifier, .title), ("subtitle", .identifier, .subtitle),
              ("key", .identifier, .key),
              ("rows", .identifier, .none), ("Row", .identifier, .none), ("arrows", .identifier, .none),
              ("titles", .identifier, .none), ("image.width", .identifier, .none), ("_row", .identifier, .none),
          ])
    func wordClasses(text: String, kind: TokenKind, word: Word) {
        let tokens = lex(text).tokens
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == kind)
        #expect(tokens.first?.word == word)
    }

    @Test("only row, section, model, theme and action start declarations; only they and arrow are reserved")
    func wordProperties() {
        #expect(Word.allCases.filter(\.startsDeclaration) == [.row, .section, .model, .theme, .action])
        #expect(Word.allCases.filter(\.isReserved) == [.row, .section, .model, .theme, .action, .arrow])
    }

    @Test("identifiers take dotted parts, but a dot must be followed by a letter")
    func dottedIdentifiers() {
        #expect(kindsAndTexts("title.font label.minWidth a.b.c") ==
                [Pair(.identifier, "title.font"), Pair(.identifier, "label.minWidth"), Pair(.identifier, "a.b.c")])
        let trailingDot = lex("a. b")
        #expect(trailingDot.tokens.map(\.kind) == [.identifier, .invalid, .identifier])
        #expect(trailingDot.diagnostics.map(\.code.id) == ["E003"])
    }

    @Test("a colon is its own token, with or without spaces around it")
    func colons() {
        #expect(kindsAndTexts("title : \"x\"").map(\.kind) == [.identifier, .colon, .string])
        #expect(kindsAndTexts("title:\"x\"").map(\.kind) == [.identifier, .colon, .string])
    }

    @Test("a comment runs to the end of its line; # is not a comment")
    func comments() {
        #expect(kindsAndTexts("// a \"quote\" and row\nrow") ==
                [Pair(.comment, "// a \"quote\" and row"), Pair(.newline, "\n"), Pair(.keyword, "row")])
        #expect(kindsAndTexts("row // trailing").map(\.kind) == [.keyword, .comment])
        #expect(kindsAndTexts("/ x").first?.kind == .invalid)
    }

    @Test("tabs and spaces separate tokens and make no tokens")
    func whiteSpace() {
        #expect(kindsAndTexts("\trow\t \ttitle").map(\.text) == ["row", "title"])
    }

    @Test("a hyphenated word is one invalid token with one quoting fix-it")
    func hyphenatedWord() {
        let result = lex("image:ic-arrow-right")
        #expect(result.tokens.map(\.kind) == [.identifier, .colon, .invalid])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.fixIts.first?.replacement == "\"ic-arrow-right\"")
    }

    @Test("a word in non-ASCII letters is one invalid token")
    func nonASCIIWord() {
        let result = lex("row 名前abc title")
        #expect(result.tokens.map(\.kind) == [.keyword, .invalid, .identifier])
        #expect(result.file.text(result.tokens[1].span) == "名前abc")
        #expect(result.diagnostics.map(\.code.id) == ["E003"])
    }

    @Test("a word with letters outside ASCII is one invalid token from its first letter, ASCII head included")
    func mixedWord() {
        let result = lex("row café naïve title")
        #expect(result.tokens.map(\.kind) == [.keyword, .invalid, .invalid, .identifier])
        #expect(result.tokens[1...2].map { result.file.text($0.span) } == ["café", "naïve"])
        #expect(result.diagnostics.map(\.code.id) == ["E003", "E003"])
    }

    @Test("a hyphenated word's fix-it fits where it stands: quoted as a value, renamed as a name, none as a key")
    func hyphenatedWordFixIts() {
        func fix(_ source: String) -> String? { lex(source).diagnostics.first?.fixIts.first?.replacement }
        #expect(fix("row a image:ic-arrow") == "\"ic-arrow\"")
        #expect(fix("row my-row title:\"x\"") == "myRow")
        #expect(fix("model my-person.card title:$x") == "MyPersonCard")
        // A name the checker refuses is never proposed: `RowStyle` is a type of the generated code.
        #expect(fix("model row-style title:$x") == nil)
        #expect(fix("model row-style-card title:$x") == "RowStyleCard")
        #expect(fix("theme row-height:50") == nil)
        #expect(fix("row a some-flag") == nil)
        #expect(lex("theme row-height:50").diagnostics.count == 1)
    }

    @Test("single quotes around plain text are one error, and the text reads as the string it stands for")
    func singleQuotes() {
        let result = lex("row a title:'Statements' arrow")
        #expect(result.diagnostics.map(\.code.id) == ["E003"])
        #expect(result.diagnostics.first?.fixIts.first?.replacement == "\"Statements\"")
        let string = result.tokens.first { $0.kind == .string }!
        #expect(result.file.bytes.withUnsafeBufferPointer { bytes in
            String(decoding: bytes[SyntaxTree.stringBody(string, in: bytes)], as: UTF8.self)
        } == "Statements")
        // Without its closing quote on the line, or with a `"` inside, a quote is a stray character.
        #expect(lex("row a title:'open").tokens.contains { $0.kind == .invalid })
        #expect(lex("row a title:'it\"s'").tokens.contains { $0.kind == .invalid })
        #expect(lex("row a title:''").tokens.contains { $0.kind == .invalid })
    }

    @Test("look-alikes are reported and read as what they stand for")
    func lookAlikes() {
        let colon = lex("title：\"x\"")
        #expect(colon.tokens.map(\.kind) == [.identifier, .colon, .string])
        #expect(colon.diagnostics.first?.fixIts.first?.replacement == ":")

        let space = lex("row\u{3000}title")
        #expect(space.tokens.map(\.kind) == [.keyword, .identifier])
        #expect(space.diagnostics.first?.fixIts.first?.replacement == " ")

        let curly = lex("title:“Wi-Fi”")
        #expect(curly.tokens.map(\.kind) == [.identifier, .colon, .string])
        #expect(curly.diagnostics.first?.fixIts.first?.replacement == "\"Wi-Fi\"")
        #expect(curly.diagnostics.map(\.code.id) == ["E003"])

        // Inside straight quotes, curly quotes are text.
        #expect(lex("\"The “Best” one\"").diagnostics.isEmpty)
    }
}

@Suite("lexer: words")
struct LexerWordTests {
    @Test("every word is recognised by its exact spelling, and nothing else is", arguments: Word.allCases.dropFirst())
    func words(word: Word) {
        #expect(tokens(word.spelling).first?.word == word)
        #expect(tokens(word.spelling + "s").first?.word == Word.none)
        #expect(tokens(String(word.spelling.dropLast())).first?.word == Word.none)
        #expect(tokens(word.spelling.uppercased()).first?.word == Word.none)
    }

    @Test("a file with a token on every byte keeps every token, in order", arguments: [1, 100, 10_000])
    func denseFile(count: Int) {
        // Far more tokens than the lexer makes room for at first (one for every 4 bytes).
        let all = tokens(String(repeating: ":", count: count) + "\n")
        #expect(all.count == count + 2)
        #expect(all.dropLast(2).allSatisfy { $0.kind == .colon })
        #expect(all.map(\.start) == (0...count).map(Int32.init) + [Int32(count + 1)])
        #expect(all.suffix(2).map(\.kind) == [.newline, .endOfFile])
    }

    private func tokens(_ text: String) -> [Token] {
        Lexer.tokenize(SourceFile(path: "t.rows", text: text)).tokens
    }
}

@Suite("lexer: token lengths")
struct LexerLengthTests {
    static let longest = Token.maximumLength

    @Test("a token of the longest length keeps its kind and span", arguments: ["string", "comment", "name"])
    func longest(kind: String) {
        let (text, expected) = Self.token(kind, length: Self.longest)
        let result = lex("row a title:" + text + "\n")
        #expect(result.diagnostics.isEmpty)
        let token = result.tokens[4]
        #expect(token.kind == expected)
        #expect(token.span.length == Self.longest)
    }

    @Test("a token one byte longer is reported once and read as invalid tokens that cover it",
          arguments: ["string", "comment", "name"])
    func tooLong(kind: String) {
        let (text, _) = Self.token(kind, length: Self.longest + 1)
        let result = lex("row a title:" + text + "\n")
        #expect(result.diagnostics.map(\.code.id) == ["E011"])
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.span == Span(12, 12 + Self.longest + 1))
        #expect(diagnostic.message.hasSuffix("is 8,388,608 bytes long; a token can be at most 8,388,607 bytes"))
        // Two pieces, the first as long as a token can be, then the line break as before.
        #expect(result.tokens[4...].map(\.kind) == [.invalid, .invalid, .newline])
        #expect(result.tokens[4...5].map(\.span.length) == [Self.longest, 1])
    }

    @Test("a value that was too long is still the attribute's value: no further diagnostic")
    func noCascade() {
        let (text, _) = Self.token("string", length: Self.longest + 10)
        let file = SourceFile(path: "t.rows", text: "row a title:" + text + "\nrow b title:\"B\"\n")
        let tree = Parser.parse(file)
        #expect(tree.diagnostics.map(\.code.id) == ["E011"])
        #expect(tree.declarations.count == 2)
    }

    /// A token of `kind` that is `length` bytes long, and the kind the lexer gives it.
    static func token(_ kind: String, length: Int) -> (String, TokenKind) {
        switch kind {
        case "string": ("\"" + String(repeating: "s", count: length - 2) + "\"", .string)
        case "comment": ("//" + String(repeating: "c", count: length - 2), .comment)
        default: (String(repeating: "n", count: length), .identifier)
        }
    }
}

@Suite("tokens")
struct TokenTests {
    @Test("a token gives back every kind, word, flag and span it was made with")
    func packing() {
        for kind in TokenKind.allCases {
            #expect(kind.rawValue == UInt8(TokenKind.allCases.firstIndex(of: kind)!), "\(kind)")
            for word in Word.allCases {
                for hasEscapes in [false, true] {
                    for (start, end) in [(0, 0), (7, 12), (Int32.max - Int32(Token.maximumLength), Int32.max)] {
                        let token = Token(kind: kind, word: word, hasEscapes: hasEscapes, start: start, end: end)
                        #expect(token.kind == kind && token.word == word && token.hasEscapes == hasEscapes)
                        #expect(token.start == start && token.end == end)
                    }
                }
            }
        }
        #expect(Word.allCases.enumerated().allSatisfy { Int($1.rawValue) == $0 })
        #expect(TokenKind.allCases.count <= 16 && Word.allCases.count <= 16, "four bits each")
    }
}
