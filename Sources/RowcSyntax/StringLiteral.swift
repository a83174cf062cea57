// StringLiteral.swift decodes a string token's escapes into its value.

import RowcSource

extension SyntaxTree {
    /// The value of a string token: quotes removed, escapes decoded. Escapes the lexer
    /// rejected decode to U+FFFD, so the result is defined even for bad input.
    public func stringValue(_ index: TokenIndex) -> String {
        let token = tokens[Int(index)]
        return file.bytes.withUnsafeBufferPointer { all in
            let body = Self.stringBody(token, in: all)
            guard !body.isEmpty else { return "" }
            let bytes = UnsafeBufferPointer(rebasing: all[body])
            return token.hasEscapes ? Self.decodeEscapes(bytes) : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether the string token `index` is written `verbatim"..."`: text shown as written in every
    /// language, never looked up in a String Catalog.
    public func isVerbatim(_ index: TokenIndex) -> Bool {
        file.bytes[Int(tokens[Int(index)].start)] == UInt8(ascii: "v")
    }

    /// Whether the colour token `index` is a colour set's, `asset"NAME"`, rather than `#RRGGBB`.
    public func isAssetColor(_ index: TokenIndex) -> Bool {
        file.bytes[Int(tokens[Int(index)].start)] != UInt8(ascii: "#")
    }

    /// The colour set a colour token `asset"NAME"` names: its string's value.
    public func assetColorName(_ index: TokenIndex) -> String {
        let token = tokens[Int(index)]
        let string = Token(kind: .string, hasEscapes: token.hasEscapes, start: token.start + Int32(Lexer.assetPrefix.count), end: token.end)
        return file.bytes.withUnsafeBufferPointer { all in
            let body = Self.stringBody(string, in: all)
            let bytes = UnsafeBufferPointer(rebasing: all[body])
            return string.hasEscapes ? Self.decodeEscapes(bytes) : String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The bytes between the quotes of the string token `token`, whose source is `bytes`. Its value
    /// is empty exactly when they are: every escape stands for at least one character.
    public static func stringBody(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        // Curly quotes were reported by the lexer; the text between them is still the value.
        // Almost every string opens with `"`, which settles it at the first byte.
        // Single quotes too, which the lexer takes as a string only when they close.
        // `verbatim"ACME"` is a string token from its prefix: its text starts after it.
        let open = bytes[Int(token.start)] == UInt8(ascii: "v") ? Int(token.start) + Lexer.verbatimPrefix.count : Int(token.start)
        let opener = bytes[open]
        let curly = opener != UInt8(ascii: "\"") && bytes[open...].starts(with: Lexer.leftDoubleQuote)
        let start = open + (curly ? 3 : 1)
        var end = Int(token.end)
        if end > start, bytes[end - 1] == UInt8(ascii: "\"") || opener == UInt8(ascii: "'") {
            end -= 1
        } else if curly, end - 3 >= start, bytes[(end - 3)..<end].elementsEqual(Lexer.rightDoubleQuote) {
            end -= 3
        }
        return start..<max(start, end)
    }

    static func decodeEscapes(_ body: UnsafeBufferPointer<UInt8>) -> String {
        // Decoded straight into the string's storage, not into an array copied after. No escape
        // decodes to more than one and a half times its bytes (`\q`, two, becomes U+FFFD, three).
        String(unsafeUninitializedCapacity: body.count + body.count / 2 + 3) { out in
            var n = 0
            func append(_ byte: UInt8) {
                out[n] = byte
                n += 1
            }
            func append(_ scalar: Unicode.Scalar) { for byte in scalar.utf8 { append(byte) } }
            var i = body.startIndex
            while i < body.endIndex {
                guard body[i] == UInt8(ascii: "\\") else {
                    append(body[i])
                    i += 1
                    continue
                }
                guard i + 1 < body.endIndex else {
                    append(body[i])
                    i += 1
                    continue
                }
                let e = body[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "n"): append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(e)
                case UInt8(ascii: "u"):
                    var j = i
                    var value: UInt32 = 0
                    var digits = 0
                    if j < body.endIndex, body[j] == UInt8(ascii: "{") {
                        j += 1
                        while j < body.endIndex, let d = hexValue(body[j]) {
                            value = value &* 16 &+ d
                            digits += 1
                            j += 1
                        }
                    }
                    // A well-formed but rejected `\u{...}` becomes one U+FFFD, not U+FFFD and its digits.
                    guard j < body.endIndex, body[j] == UInt8(ascii: "}") else {
                        append("\u{FFFD}")
                        continue
                    }
                    let scalar = (1...8).contains(digits) ? Unicode.Scalar(value) : nil
                    append(scalar ?? "\u{FFFD}")
                    i = j + 1
                default:
                    append("\u{FFFD}")
                }
            }
            return n
        }
    }

    private static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
