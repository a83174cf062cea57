// SwiftLiteral.swift spells strings, numbers and identifiers as Swift source.

import RowcSema

/// Swift spellings of the values a spec holds.
enum SwiftLiteral {
    /// `text` as a string literal. Control characters, line and paragraph separators and
    /// bidirectional overrides are escaped, so the source shows exactly what the string holds.
    static func string(_ text: String) -> String {
        // Most text is printable ASCII with nothing to escape: quote it whole rather than
        // scalar by scalar (the loop below gives the same bytes for such text).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case _ where needsEscape(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
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
