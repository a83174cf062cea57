// LexerRecovery.swift reads the near-misses people type as one clear error each, and words the lexer's messages.

import RowcDiagnostics
import RowcNames
import RowcSource

extension Lexer {
    /// `per-printer`: asset names often contain hyphens, which names cannot. One message for
    /// the whole word rather than one for each `-part`, and a fix-it where one can help: a value
    /// after a colon can be a string, and a row's or model's name can drop the hyphens.
    mutating func hyphenatedWord(from start: Int) {
        while i < bytes.count, Self.isIdentifierContinue(bytes[i]) || bytes[i] == UInt8(ascii: "-")
                || bytes[i] == UInt8(ascii: ".") {
            i += 1
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        let span = Span(start, i)
        var advice = "names use ASCII letters, digits and `_`", fixIts: [FixIt] = []
        if lastToken?.kind == .colon {
            advice = "write it as a string"
            fixIts = [FixIt("quote it: `\"\(text)\"`", replacing: span, with: "\"\(text)\"")]
        } else if let last = lastToken, last.word == .row || last.word == .model, i == bytes.count || bytes[i] != UInt8(ascii: ":") {
            // The name the checker would take, or no fix-it when the word gives none (`model row-style`
            // would be `RowStyle`, which the generated code declares).
            let name = last.word == .model ? SwiftNames.typeName(from: text) : SwiftNames.rowName(from: text)
            fixIts = name.map { [FixIt("name it `\($0)`", replacing: span, with: $0)] } ?? []
        }
        report(.strayCharacter, "`\(text)` is not a name because of its `-`; \(advice)", start, i, fixIts: fixIts)
        add(.invalid, from: start)
    }

    /// `.5` and `-.5` need a digit before the point: a fix-it writing `0.5`.
    func leadingZeroFix(dot: Int, end: Int) -> [FixIt] {
        guard dot + 1 < end, bytes[dot] == UInt8(ascii: "."),
              bytes[(dot + 1)..<end].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return [] }
        return [FixIt("insert `0` before the point", replacing: .empty(at: Int32(dot)), with: "0")]
    }

    /// `row 名前 title:"..."`: a word in letters outside ASCII. One message for the word, not one per
    /// letter, and for the whole of `café`: its head `caf` is no name of its own.
    mutating func nonASCIIWord(from letter: Int) {
        let start = takeBackName(endingAt: letter) ?? letter
        while i < bytes.count {
            let length = UTF8Decoding.sequenceLength(lead: bytes[i])
            if length == 1 {
                guard Self.isIdentifierContinue(bytes[i]) else { break }
                i += 1
            } else {
                guard let scalar = UTF8Decoding.decode(bytes, at: i, length: length), scalar.properties.isAlphabetic else { break }
                i += length
            }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        report(.strayCharacter, "`\(text)` is not a name: names use ASCII letters, digits and `_` (text such as a title goes in a string)",
               start, i)
        add(.invalid, from: start)
    }

    static let leftDoubleQuote: [UInt8] = [0xE2, 0x80, 0x9C]
    static let rightDoubleQuote: [UInt8] = [0xE2, 0x80, 0x9D]

    /// Characters a word processor or a CJK input method types in place of the language's own:
    /// reported with a fix-it, then read as what they stand for, so the line parses as meant.
    mutating func lookAlike(_ scalar: Unicode.Scalar) -> Bool {
        let start = i
        switch scalar {
        case "\u{FF1A}":
            i += 3
            report(.strayCharacter, "full-width colon `：`; write `:`", start, i,
                   fixIts: [FixIt("replace it with `:`", replacing: Span(start, i), with: ":")])
            add(.colon, from: start)
        case "\u{3000}":
            i += 3  // no token: it separates words as a space does
            report(.strayCharacter, "ideographic space (U+3000); write an ASCII space", start, i,
                   fixIts: [FixIt("replace it with a space", replacing: Span(start, i), with: " ")])
        case "\u{201C}":
            string(curly: true)
        default:
            return false
        }
        return true
    }

    /// `title:'Statements'`: text in single quotes, as other languages write strings. One error
    /// with a fix-it to double quotes, and the text read as the string it stands for, so the
    /// line parses as meant. Only plain text qualifies: with a `"`, a backslash or a control
    /// character, or without its closing `'` on the line, the quote is a stray character.
    mutating func singleQuotedString() -> Bool {
        let start = i
        var end = i + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "'") {
            let b = bytes[end]
            guard b >= 0x20, b != 0x7F, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") else { return false }
            end += 1
        }
        guard end < bytes.count, end > start + 1,
              let body = String(validating: bytes[(start + 1)..<end], as: UTF8.self) else { return false }
        i = end + 1
        report(.strayCharacter, "single quotes around a string; write double quotes `\"`", start, i,
               fixIts: [FixIt("replace them with double quotes", replacing: Span(start, i), with: "\"\(body)\"")])
        add(.string, from: start)
        return true
    }

    mutating func curlyQuotes(_ start: Int, bodyEnd: Int) {
        let body = String(decoding: bytes[(start + 3)..<bodyEnd], as: UTF8.self)
        report(.strayCharacter, "curly quotes around a string; write straight quotes `\"`", start, i,
               fixIts: [FixIt("replace them with straight quotes", replacing: Span(start, i), with: "\"\(body)\"")])
    }

    // MARK: Message helpers

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hexBytes(_ slice: some Collection<UInt8>) -> String {
        let shown = slice.prefix(8).map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return "(byte\(slice.count == 1 ? "" : "s") \(shown)\(slice.count > 8 ? " ..." : ""))"
    }

    static func describeControl(_ b: UInt8, count: Int) -> String {
        // A lone CR is a classic Mac OS line break, which only a line-break hint explains.
        if b == UInt8(ascii: "\r") && count == 1 {
            return "a carriage return (U+000D) without a line feed; lines end with LF or CRLF"
        }
        let name = b == 0 ? "NUL" : "U+\(hex(UInt32(b)))"
        let what = count == 1 ? "control character \(name)" : "\(count) control characters starting with \(name)"
        return "\(what) in the source; only tabs, spaces and line breaks are allowed"
    }
}
