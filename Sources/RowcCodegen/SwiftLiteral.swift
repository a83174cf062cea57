// SwiftLiteral.swift spells strings, numbers and identifiers as Swift source.

import RowcNames
import RowcSema

/// Swift spellings of the values a spec holds.
enum SwiftLiteral {
    /// `text` as a string literal. Every scalar a reader cannot see is escaped (see
    /// `isInvisible`), so the source shows exactly what the string holds.
    static func string(_ text: String) -> String {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        appendEscaped(text, to: &out)
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// The UTF-8 of `text` as the inside of a string literal, appended to `out`.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        // Most text is printable ASCII with nothing to escape: its bytes go in whole rather
        // than scalar by scalar (the loop below gives the same bytes for such text). Through
        // `withUTF8`, as the String's UTF8View walks and copies byte by byte.
        var text = text
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            out.append(contentsOf: utf8)
            return true
        }
        if plain { return }
        var scalars = text.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar = "\0"
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\0": out.append(contentsOf: #"\0"#.utf8)
            case _ where isInvisible(scalar) && !joinsEmoji(scalar, after: previous, before: next):
                out.append(contentsOf: #"\u{"#.utf8)
                out.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
                out.append(UInt8(ascii: "}"))
            default: UTF8.encode(scalar) { out.append($0) }
            }
            previous = scalar
        }
    }

    /// Whether a reader cannot see `scalar`: controls, format characters (zero-width spaces and
    /// joiners, the byte-order mark, bidirectional controls), line and paragraph separators,
    /// and spaces other than U+0020, which look like it.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII and U+3001 to U+FEFE, where CJK text lies, hold no invisible scalar (a
        // test checks every scalar), so most text needs no lookup of its category.
        if (0x20..<0x7F).contains(scalar.value) || (0x3001..<0xFEFF).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
        default: return false
        }
    }

    /// Whether `scalar` is a joiner between two emoji (`👨‍👩‍👧`) or a tag after a black flag
    /// (England's flag is U+1F3F4 and tags): invisible alone, but shown by the single picture
    /// the emoji around it make.
    private static func joinsEmoji(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar,
                                   before next: Unicode.Scalar?) -> Bool {
        func isEmoji(_ scalar: Unicode.Scalar) -> Bool { !scalar.isASCII && scalar.properties.isEmoji }
        let tags: ClosedRange<UInt32> = 0xE0020...0xE007F
        switch scalar.value {
        case 0x200D: return (isEmoji(previous) || previous == "\u{FE0F}") && next.map(isEmoji) == true
        case tags: return previous == "\u{1F3F4}" || tags.contains(previous.value)
        default: return false
        }
    }

    /// `value` as a literal that reads back as the same `Double`: `44`, `10.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `name` as an identifier, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String { SwiftNames.escaped(name) }

    /// `name` as an argument label in a call: Swift takes every keyword there bare, and warns of
    /// one escaped, but for the three that would read as a parameter's modifier.
    static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// An optional string: a literal or `nil`.
    static func optionalString(_ text: String?) -> String { text.map(string) ?? "nil" }

    /// The fewest `#` for a raw string holding `text`: neither its closing delimiter nor an
    /// escape may appear in the text.
    static func rawDelimiterLength(for text: String) -> Int {
        rawDelimiterLength(forUTF8: Array(text.utf8))
    }

    /// `rawDelimiterLength(for:)` of UTF-8, in one pass: one more `#` than the longest run of
    /// them after `"""` or `\`.
    static func rawDelimiterLength(forUTF8 text: [UInt8]) -> Int {
        var longest = 0
        var quotes = 0  // how many `"` end the text before `i`
        var i = 0
        while i < text.count {
            if text[i] == UInt8(ascii: "#") && (quotes >= 3 || (i > 0 && text[i - 1] == UInt8(ascii: "\\"))) {
                var run = 0
                while i < text.count && text[i] == UInt8(ascii: "#") {
                    run += 1
                    i += 1
                }
                longest = max(longest, run)
                quotes = 0
                continue
            }
            quotes = text[i] == UInt8(ascii: "\"") ? quotes + 1 : 0
            i += 1
        }
        return longest + 1
    }
}
