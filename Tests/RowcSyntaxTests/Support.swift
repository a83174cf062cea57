// Support.swift holds the helpers the syntax tests share: lexing and parsing with a lossless check on every input.

import RowcDiagnostics
import RowcSource
import RowcSyntax
import Testing

/// The tokens of `bytes` (end of file excluded) and the lexer's diagnostics. Every input
/// a test lexes is also checked to be covered losslessly by its tokens.
func lex(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation)
    -> (tokens: [Token], diagnostics: [Diagnostic], file: SourceFile) {
    let file = SourceFile(path: "test.rows", bytes: bytes)
    let (tokens, diagnostics) = Lexer.tokenize(file)
    expectLossless(file, tokens, sourceLocation: sourceLocation)
    return (Array(tokens.dropLast()), diagnostics, file)
}

func lex(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> (tokens: [Token], diagnostics: [Diagnostic], file: SourceFile) {
    lex(Array(text.utf8), sourceLocation: sourceLocation)
}

/// Each token's kind and text, for compact expectations.
func kindsAndTexts(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Pair] {
    let result = lex(text, sourceLocation: sourceLocation)
    return result.tokens.map { Pair($0.kind, result.file.text($0.span)) }
}

/// A token kind and its text; a struct so expectations compare with `==`.
struct Pair: Equatable, CustomStringConvertible {
    let kind: TokenKind
    let text: String
    init(_ kind: TokenKind, _ text: String) { self.kind = kind; self.text = text }
    var description: String { "\(kind) \(text.debugDescription)" }
}

func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SyntaxTree {
    parse(Array(text.utf8), sourceLocation: sourceLocation)
}

func parse(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> SyntaxTree {
    let tree = Parser.parse(SourceFile(path: "test.rows", bytes: bytes))
    expectLossless(tree.file, tree.tokens, sourceLocation: sourceLocation)
    return tree
}

/// The tokens, in order and without overlaps, with only white space between them, reproduce the
/// source: each token's text plus the bytes between tokens is the file, byte for byte.
func expectLossless(_ file: SourceFile, _ tokens: [Token], sourceLocation: SourceLocation = #_sourceLocation) {
    var rebuilt: [UInt8] = []
    var offset = 0
    for token in tokens {
        let start = Int(token.start), end = Int(token.end)
        guard start >= offset, end >= start else {
            Issue.record("token \(token.kind) at \(start) overlaps the previous one", sourceLocation: sourceLocation)
            return
        }
        let gap = Array(file.bytes[offset..<start])
        #expect(isWhiteSpace(gap, atFileStart: offset == 0), "non-blank bytes \(gap) between tokens at \(offset)",
                sourceLocation: sourceLocation)
        rebuilt += gap + file.bytes[start..<end]
        offset = end
    }
    #expect(tokens.last?.kind == .endOfFile && offset == file.count, sourceLocation: sourceLocation)
    #expect(rebuilt == file.bytes, sourceLocation: sourceLocation)
}

/// Spaces and tabs; a byte-order mark at the very start; an ideographic space, which the lexer
/// reports and then treats as a space.
private func isWhiteSpace(_ gap: [UInt8], atFileStart: Bool) -> Bool {
    var rest = gap[...]
    if atFileStart && rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    while let b = rest.first {
        if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") {
            rest = rest.dropFirst()
        } else if rest.starts(with: [0xE3, 0x80, 0x80]) {
            rest = rest.dropFirst(3)
        } else {
            return false
        }
    }
    return true
}

extension SyntaxTree {
    /// The codes of the lexical and syntax diagnostics, in order.
    var codes: [String] { diagnostics.map(\.code.id) }

    /// The text of a declaration's name token, if it has one.
    func name(_ declaration: Declaration) -> String? { declaration.name.map { text($0) } }

    /// Each attribute as `key:value`, `key:` or `key`.
    func attributeTexts(_ declaration: Declaration) -> [String] {
        attributes(of: declaration).map { a in
            text(a.key) + (a.colon == nil ? "" : ":") + (a.value.map { text($0) } ?? "")
        }
    }
}

extension Diagnostic {
    /// `line:column` of the start, 1-based, as rowc prints it.
    func position(in file: SourceFile) -> String {
        let location = file.location(of: span.start)
        return "\(location.line):\(location.column)"
    }
}
