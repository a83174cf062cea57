// FormatInvariants.swift checks what must hold for any formatted file: same meaning, same tokens and comments, a fixed point.

import RowcFormat
import RowcSource
import RowcSyntax
import Testing

enum FormatInvariants {
    /// Formats `text` and records a test issue for every invariant that fails; returns the output.
    @discardableResult
    static func check(_ bytes: [UInt8], name: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let file = SourceFile(path: name, bytes: bytes)
        guard case .success(let formatted) = Formatter.format(file) else {
            Issue.record("\(name): refused although it has no syntax errors", sourceLocation: sourceLocation)
            return nil
        }
        let output = SourceFile(path: name, text: formatted)
        #expect(SpecDump.dump(output) == SpecDump.dump(file), "\(name): formatting changed the checked tree",
                sourceLocation: sourceLocation)
        #expect(significantTokens(output) == significantTokens(file), "\(name): tokens lost or changed",
                sourceLocation: sourceLocation)
        #expect(comments(output) == comments(file), "\(name): comments lost or changed", sourceLocation: sourceLocation)
        let again = Formatter.format(output)
        #expect((try? again.get()) == formatted, "\(name): formatting twice differs from formatting once",
                sourceLocation: sourceLocation)
        #expect(!formatted.contains("\r") && !formatted.contains(" \n") && !formatted.contains("\t\n"),
                "\(name): CR or trailing whitespace in the output", sourceLocation: sourceLocation)
        return formatted
    }

    /// Every token but line breaks and comments, as (kind, text), sorted: attributes may move.
    static func significantTokens(_ file: SourceFile) -> [String] {
        Lexer.tokenize(file).tokens
            .filter { $0.kind != .newline && $0.kind != .comment && $0.kind != .endOfFile }
            .map { "\($0.kind) \(file.text($0.span))" }
            .sorted()
    }

    /// Every comment's text without trailing blanks, sorted: comments move with their attributes.
    static func comments(_ file: SourceFile) -> [String] {
        Lexer.tokenize(file).tokens.filter { $0.kind == .comment }
            .map { String(file.text($0.span).reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .sorted()
    }
}
