// JSONParser.swift parses JSON text (RFC 8259) into a JSON value, with a depth limit against hostile input.

/// Why a JSON text could not be parsed, with the byte offset where it went wrong.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public let offset: Int
    public var description: String { "\(message) at byte \(offset)" }
}

extension JSON {
    /// UTF-8's byte-order mark, which some editors write at the start of a file.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Parses `bytes` as one JSON value; white space may surround it, nothing else.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONParseError) -> JSON {
        var parser = Parser(bytes: bytes, maxDepth: maxDepth)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.fail("unexpected trailing characters") }
        return value
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSON {
        try parse(Array(text.utf8))
    }

    /// `parse(_:maxDepth:)`, also giving where each value lies: the byte range of every value,
    /// in the order the values start (an object or array before its members), so a reader that
    /// finds a value of the wrong kind can say where it is. Member keys get no range of their own.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 512, ranges: inout [Range<Int>]) throws(JSONParseError) -> JSON {
        var parser = Parser(bytes: bytes, maxDepth: maxDepth)
        parser.ranges = []
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.fail("unexpected trailing characters") }
        ranges = parser.ranges ?? []
        return value
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maxDepth: Int
    var i = 0
    /// Each value's byte range, in the order values start; nil when nobody asked for them.
    var ranges: [Range<Int>]?

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A UTF-8 byte-order mark before the value is passed over, as Foundation's reader does.
        if bytes.starts(with: JSON.byteOrderMark) { i = JSON.byteOrderMark.count }
    }

    func fail(_ message: String) -> JSONParseError { JSONParseError(message: message, offset: i) }

    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func skipSpace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSON) throws(JSONParseError) -> JSON {
        for b in literal.utf8 {
            guard peek == b else { throw fail("invalid literal") }
            i += 1
        }
        return value
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSON {
        guard ranges != nil else { return try unrecordedValue(depth: depth) }
        let index = ranges!.count
        ranges!.append(i..<i)
        let value = try unrecordedValue(depth: depth)
        ranges![index] = ranges![index].lowerBound..<i
        return value
    }

    mutating func unrecordedValue(depth: Int) throws(JSONParseError) -> JSON {
        guard depth < maxDepth else { throw fail("nesting too deep") }
        guard let b = peek else { throw fail("unexpected end of input") }
        switch b {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSON {
        i += 1
        var members: [(String, JSON)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard let b = peek else { throw fail("unexpected end of input inside an object") }
            guard b == UInt8(ascii: "\"") else { throw fail("expected a string key") }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw fail("expected ':'") }
            i += 1
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            if peek == UInt8(ascii: ",") { i += 1; continue }
            if peek == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw fail(peek == nil ? "unexpected end of input inside an object" : "expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSON {
        i += 1
        var items: [JSON] = []
        skipSpace()
        if peek == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            if peek == UInt8(ascii: ",") { i += 1; continue }
            if peek == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw fail(peek == nil ? "unexpected end of input inside an array" : "expected ',' or ']'")
        }
    }

    mutating func number() throws(JSONParseError) -> JSON {
        let start = i
        var isInteger = true
        if peek == UInt8(ascii: "-") { i += 1 }
        guard let first = peek, (0x30...0x39).contains(first) else { throw fail("invalid number") }
        if first == 0x30 { i += 1 } else { while let d = peek, (0x30...0x39).contains(d) { i += 1 } }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard let d = peek, (0x30...0x39).contains(d) else { throw fail("invalid number") }
            while let d = peek, (0x30...0x39).contains(d) { i += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
            guard let d = peek, (0x30...0x39).contains(d) else { throw fail("invalid number") }
            while let d = peek, (0x30...0x39).contains(d) { i += 1 }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        guard let double = Double(text) else { throw fail("invalid number") }
        return .double(double)
    }

    /// A string's value. Runs without escapes are copied as bytes, and the whole is decoded once
    /// (ill-formed UTF-8 becomes U+FFFD), so a plain string costs one pass and one allocation.
    mutating func string() throws(JSONParseError) -> String {
        i += 1
        var utf8: [UInt8] = []
        var runStart = i
        while true {
            guard let b = peek else { throw fail("unterminated string") }
            if b == UInt8(ascii: "\"") {
                let value = utf8.isEmpty
                    ? String(decoding: bytes[runStart..<i], as: UTF8.self)
                    : String(decoding: utf8 + bytes[runStart..<i], as: UTF8.self)
                i += 1
                return value
            }
            if b < 0x20 { throw fail("control character in string") }
            if b != UInt8(ascii: "\\") { i += 1; continue }
            utf8.append(contentsOf: bytes[runStart..<i])
            i += 1
            guard let e = peek else { throw fail("unterminated string") }
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): Self.append(try escapedScalar(at: i - 2), to: &utf8)
            default: throw fail("invalid escape")
            }
            runStart = i
        }
    }

    /// The character of a `\u` escape starting at `escape`, a surrogate pair's two escapes making
    /// one. Half of a pair alone is an error, as Foundation's reader makes it: it stands for no
    /// character, and reading it as U+FFFD would change the text without a word.
    mutating func escapedScalar(at escape: Int) throws(JSONParseError) -> Unicode.Scalar {
        let unit = try hex4()
        var value = unit
        if (0xD800...0xDBFF).contains(unit), peek == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") {
            i += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) { value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00) }
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw JSONParseError(message: "unpaired surrogate `\\u\(String(unit, radix: 16))`, half of a UTF-16 pair, which is no character",
                                 offset: escape)
        }
        return scalar
    }

    static func append(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        UTF8.encode(scalar) { utf8.append($0) }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek else { throw fail("invalid \\u escape") }
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw fail("invalid \\u escape")
            }
            value = value << 4 | digit
            i += 1
        }
        return value
    }
}
