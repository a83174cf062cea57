// LexerRecovery.swift reads the near-misses people type as one clear error each.

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
        let asValue = lastToken?.kind == .colon
        var fixIts: [FixIt] = []
        if asValue {
            fixIts = [FixIt(SyntaxMessage.quoteIt(text), replacing: span, with: "\"\(text)\"")]
        } else if let last = lastToken, last.word == .row || last.word == .model, i == bytes.count || bytes[i] != UInt8(ascii: ":") {
            // The name the checker would take, or no fix-it when the word gives none (`model row-style`
            // would be `RowStyle`, which the generated code declares).
            let name = last.word == .model ? SwiftNames.typeName(from: text) : SwiftNames.rowName(from: text)
            fixIts = name.map { [FixIt(SyntaxMessage.nameIt($0), replacing: span, with: $0)] } ?? []
        }
        report(.strayCharacter, SyntaxMessage.hyphenatedWord(text, asValue: asValue), start, i, fixIts: fixIts)
        add(.invalid, from: start)
    }

    /// `.5` and `-.5` need a digit before the point: a fix-it writing `0.5`.
    func leadingZeroFix(dot: Int, end: Int) -> [FixIt] {
        guard dot + 1 < end, bytes[dot] == UInt8(ascii: "."),
              bytes[(dot + 1)..<end].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return [] }
        return [FixIt(SyntaxMessage.insertLeadingZero, replacing: .empty(at: Int32(dot)), with: "0")]
    }

    /// `0.circle`: a name that starts with a digit, as some SF Symbols' do, read as a number.
    /// Quoted, it is a string, which `symbol:` and `image:` take. Only a dotted name whose second
    /// word starts with a letter: `44px` and `1.5x` are numbers mistyped, not names.
    func quotedNameFix(_ start: Int, _ end: Int) -> [FixIt] {
        let text = bytes[start..<end]
        guard let dot = text.firstIndex(of: UInt8(ascii: ".")), dot + 1 < end, Self.isIdentifierStart(bytes[dot + 1]),
              text.allSatisfy({ Self.isIdentifierContinue($0) || $0 == UInt8(ascii: ".") }) else { return [] }
        let name = String(decoding: text, as: UTF8.self)
        return [FixIt(SyntaxMessage.quoteIt(name), replacing: Span(start: Int32(start), end: Int32(end)), with: "\"\(name)\"")]
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
        report(.strayCharacter, SyntaxMessage.nonASCIIWord(text), start, i)
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
            report(.strayCharacter, SyntaxMessage.fullWidthColon, start, i,
                   fixIts: [FixIt(SyntaxMessage.replaceWithColon, replacing: Span(start, i), with: ":")])
            add(.colon, from: start)
        case "\u{3000}":
            i += 3  // no token: it separates words as a space does
            report(.strayCharacter, SyntaxMessage.ideographicSpace, start, i,
                   fixIts: [FixIt(SyntaxMessage.replaceWithSpace, replacing: Span(start, i), with: " ")])
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
        report(.strayCharacter, SyntaxMessage.singleQuotes, start, i,
               fixIts: [FixIt(SyntaxMessage.replaceWithDoubleQuotes, replacing: Span(start, i), with: "\"\(body)\"")])
        add(.string, from: start)
        return true
    }

    mutating func curlyQuotes(_ start: Int, bodyEnd: Int) {
        let body = String(decoding: bytes[(start + 3)..<bodyEnd], as: UTF8.self)
        report(.strayCharacter, SyntaxMessage.curlyQuotes, start, i,
               fixIts: [FixIt(SyntaxMessage.replaceWithStraightQuotes, replacing: Span(start, i), with: "\"\(body)\"")])
    }
}
