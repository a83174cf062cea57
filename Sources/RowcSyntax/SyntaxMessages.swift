// SyntaxMessages.swift words the lexer's and parser's messages and fix-it labels: one place to read and edit them.

import RowcSource

/// The text of each lexical and syntax diagnostic, named for the mistake and sorted by name;
/// the codes are in SyntaxDiagnostics.swift. Each is built only when a diagnostic is reported,
/// so the lexer and parser make no String on their common path.
enum SyntaxMessage {
    // MARK: Messages

    /// `control character U+0001 ...`, `3 control characters starting with NUL ...`, or a lone CR.
    static func controlCharacters(_ first: UInt8, count: Int) -> String {
        // A lone CR is a classic Mac OS line break, which only a line-break hint explains.
        if first == UInt8(ascii: "\r") && count == 1 {
            return "a carriage return (U+000D) without a line feed; lines end with LF or CRLF"
        }
        let name = first == 0 ? "NUL" : "U+\(hex(UInt32(first)))"
        let what = count == 1 ? "control character \(name)" : "\(count) control characters starting with \(name)"
        return "\(what) in the source; only tabs, spaces and line breaks are allowed"
    }

    static var curlyQuotes: String { "curly quotes around a string; write straight quotes `\"`" }

    static func declarationMidLine(_ keyword: String) -> String {
        "`\(keyword)` starts a new declaration and must begin a line"
    }

    static func expectedAttributeName(before found: String) -> String {
        "expected an attribute name before \(found); write it as `name:value`"
    }

    static var expectedAttributeNameBeforeColon: String { "expected an attribute name before `:`" }

    static func expectedDeclaration(found: String) -> String {
        "expected \(declarationKeywordList) at the start of a line, found \(found)"
    }

    static var expectedHexDigitsInUnicodeEscape: String { "expected hexadecimal digits and `}` in `\\u{...}`" }

    static var expectedModelName: String { "expected the model's name after `model`, as in `model Person`" }
    static var expectedActionName: String { "expected the action's name after `action`, as in `action delete title:\"Delete\"`" }

    static var expectedOpeningBraceInUnicodeEscape: String { "expected `{` after `\\u`, as in `\\u{1F600}`" }

    static var fieldNameMissing: String { "expected a field name after `$`, as in `$avatar`" }

    static func fieldNameStart(_ name: String) -> String { "field name `\(name)` must start with a letter or `_`" }

    static var fullWidthColon: String { "full-width colon `：`; write `:`" }

    static func hyphenatedWord(_ text: String, asValue: Bool) -> String {
        let advice = asValue ? "write it as a string" : "names use ASCII letters, digits and `_`"
        return "`\(text)` is not a name because of its `-`; \(advice)"
    }

    static var ideographicSpace: String { "ideographic space (U+3000); write an ASCII space" }

    static func colorPairWithoutHash(_ text: String) -> String {
        "`\(text)` is not a colour pair; start the dark colour with `#` too, as in `#FFFFFF/#000000`"
    }

    static func invalidColor(_ text: String) -> String {
        "`\(text)` is not a colour; write #RGB, #RRGGBB or #RRGGBBAA, or a light/dark pair such as #FFFFFF/#000000"
    }

    static func invalidNumber(_ text: String) -> String {
        "`\(text)` is not a number; write digits with an optional fraction, such as 10.5"
    }

    static func invalidUTF8(_ bytes: some Collection<UInt8>) -> String { "invalid UTF-8 \(hexBytes(bytes))" }

    static func missingValue(after key: String) -> String { "missing value after `\(key):`" }

    static var modelNameQuoted: String { "a model's name is written without quotes, as in `model Person`" }
    static var actionNameQuoted: String { "an action's name is written without quotes, as in `action delete`" }

    static func nonASCIIWord(_ text: String) -> String {
        "`\(text)` is not a name: names use ASCII letters, digits and `_` (text such as a title goes in a string)"
    }

    static func notText(count: Int, of judged: Int) -> String {
        "the file is not text: \(grouped(count)) of its first \(grouped(judged)) bytes are control characters or not UTF-8"
    }

    static var sectionTakesOneTitle: String { "a section takes only one title string, as in `section \"General\"`" }

    static var singleQuotes: String { "single quotes around a string; write double quotes `\"`" }

    static var strayHyphen: String { "unexpected `-`; write names with `_`, or put the text in a string" }

    static func tokenTooLong(_ what: String, length: Int, maximum: Int) -> String {
        "this \(what) is \(grouped(length)) bytes long; a token can be at most \(grouped(maximum)) bytes"
    }

    static func unexpectedCharacter(_ text: String) -> String { "unexpected character `\(text)`" }

    static func unexpectedNonASCIICharacter(_ scalar: Unicode.Scalar) -> String {
        let text = String(scalar)
        return "unexpected character `\(text)` (U+\(hex(scalar.value))); put text in a string: \"\(text)\""
    }

    static func unicodeEscapeDigitCount(_ digits: String) -> String { "`\\u{\(digits)}` needs 1 to 8 hexadecimal digits" }

    static func unicodeEscapeNotScalar(_ digits: String, surrogate: Bool) -> String {
        "`\\u{\(digits)}` is not a Unicode scalar (\(surrogate ? "a surrogate" : "beyond U+10FFFF"))"
    }

    static func unknownEscape(_ sequence: String) -> String { "unknown escape sequence `\(sequence)`" }

    static var unterminatedString: String { "unterminated string" }

    static var unterminatedStringAtBackslash: String {
        "unterminated string: a backslash cannot continue a string on the next line; write `\\n` for a line break"
    }

    // `"C:\"` reads as closed to its writer; say why it is not.
    static var unterminatedStringAtEscapedQuote: String {
        "unterminated string: `\\\"` is an escaped quote, not the closing one; write `\\\\` for a backslash"
    }

    // MARK: Fix-it labels

    static var insertClosingQuote: String { "insert the closing `\"`" }

    static var insertHash: String { "insert `#`" }

    static var insertLeadingZero: String { "insert `0` before the point" }

    static var insertRow: String { "insert `row`" }

    static var insertTitleKey: String { "insert `title:`" }

    static func nameIt(_ name: String) -> String { "name it `\(name)`" }

    static func quoteIt(_ text: String) -> String { "quote it: `\"\(text)\"`" }

    static func replace(_ text: String, with best: String) -> String { "replace `\(text)` with `\(best)`" }

    static var replaceBackslashWithQuote: String { "replace the `\\` with the closing `\"`" }

    static var replaceWithColon: String { "replace it with `:`" }

    static var replaceWithDoubleQuotes: String { "replace them with double quotes" }

    static var replaceWithSpace: String { "replace it with a space" }

    static var replaceWithStraightQuotes: String { "replace them with straight quotes" }

    static var startNewLine: String { "start a new line" }

    static var writeEscapedBackslash: String { "write `\\\\` for a backslash" }

    static func writeUnquoted(_ name: String) -> String { "write it without quotes: `\(name)`" }

    // MARK: Wording

    /// `` `row`, `section`, `model` or `theme` ``.
    static let declarationKeywordList = ParserState.declarationKeywords.dropLast().map { "`\($0)`" }.joined(separator: ", ")
        + " or `\(ParserState.declarationKeywords.last!)`"

    /// A token as a message names what was found: `the end of the line`, `the number `10``.
    static func describe(_ token: Token, in file: SourceFile) -> String {
        switch token.kind {
        case .newline: "the end of the line"
        case .endOfFile: "the end of the file"
        case .string: "a string"
        case .number: "the number `\(file.text(token.span))`"
        case .color: "the colour `\(file.text(token.span))`"
        default: "`\(file.text(token.span))`"
        }
    }

    /// `n` with its thousands grouped: `8,388,607`.
    static func grouped(_ n: Int) -> String {
        var digits = String(n), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// At least four uppercase hexadecimal digits, as after `U+`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `(bytes 0xC3 0x28)`: the first eight bytes, and `...` when there are more.
    static func hexBytes(_ slice: some Collection<UInt8>) -> String {
        let shown = slice.prefix(8).map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return "(byte\(slice.count == 1 ? "" : "s") \(shown)\(slice.count > 8 ? " ..." : ""))"
    }
}
