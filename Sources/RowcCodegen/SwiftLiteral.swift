// SwiftLiteral.swift spells strings, numbers and identifiers as Swift source.

import RowcSema

/// Swift spellings of the values a spec holds.
enum SwiftLiteral {
    /// `text` as a string literal. Control characters, line and paragraph separators and
    /// bidirectional overrides are escaped, so the source shows exactly what the string holds.
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
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: #"\""#.utf8)
            case "\\": out.append(contentsOf: #"\\"#.utf8)
            case "\n": out.append(contentsOf: #"\n"#.utf8)
            case "\r": out.append(contentsOf: #"\r"#.utf8)
            case "\t": out.append(contentsOf: #"\t"#.utf8)
            case "\0": out.append(contentsOf: #"\0"#.utf8)
            case _ where needsEscape(scalar):
                out.append(contentsOf: #"\u{"#.utf8)
                out.append(contentsOf: String(scalar.value, radix: 16, uppercase: true).utf8)
                out.append(UInt8(ascii: "}"))
            default: UTF8.encode(scalar) { out.append($0) }
            }
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `value` as a literal that reads back as the same `Double`: `44`, `10.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `name` as an identifier, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String { SwiftNames.escaped(name) }

    /// An optional string: a literal or `nil`.
    static func optionalString(_ text: String?) -> String { text.map(string) ?? "nil" }
}
