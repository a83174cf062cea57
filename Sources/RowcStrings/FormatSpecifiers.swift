// FormatSpecifiers.swift finds the printf-style specifiers of a string as Foundation's String(format:) reads them.

/// The specifiers of a format string, for checking that a translation takes the arguments its
/// source takes.
public enum FormatSpecifiers {
    /// The specifiers of `text`, in order: `%@`, `%d`, `%lld`, `%.2f`, `%1$@`, `%#@name@` (a
    /// substitution)... but not `%%`, a literal percent, nor a `%` that starts no specifier.
    ///
    /// Each is given in a canonical spelling: as written (position, flags, width, precision and
    /// length kept), except that synonyms are spelt one way: `%i` as `%d`, `%D`, `%U` and `%O` as
    /// `%ld`, `%lu` and `%lo`, the length `q` as `ll`. `%arg`, the argument of a substitution's
    /// variations in a String Catalog, is given as `%arg`, not as `%a` followed by `rg`.
    public static func of(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") { i += 2; continue }
            if let (specifier, end) = specifier(in: bytes, at: i) {
                found.append(specifier)
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    /// The arguments `text` takes, as `of(_:)` spells their specifiers, but for a substitution:
    /// `%#@count@` is the specifier it stands for, its `formatSpecifier` in `substitutions`
    /// (`lld`) at the substitution's position (`%2$#@count@` is `%2$lld`), and `%arg`, which
    /// writes a substitution's argument inside its variations, is none of its own.
    public static func arguments(of text: String, substitutions: [String: String]) -> [String] {
        of(text).compactMap { specifier in
            if specifier == "%arg" { return nil }
            guard specifier.hasSuffix("@"), let hash = specifier.firstRange(of: "#@"),
                  let inner = substitutions[String(specifier[hash.upperBound...].dropLast())] else { return specifier }
            let position = specifier[specifier.index(after: specifier.startIndex)..<hash.lowerBound]
            return of("%" + position + (inner.hasPrefix("%") ? inner.dropFirst() : inner[...])).first ?? specifier
        }
    }

    /// The specifier starting at the `%` at `start`, canonical, and the offset after it; nil
    /// for a `%` that starts none.
    private static func specifier(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var i = start + 1
        func peek(_ offset: Int = 0) -> UInt8? { i + offset < bytes.count ? bytes[i + offset] : nil }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        if bytes[i...].starts(with: "arg".utf8) { return ("%arg", i + 3) }
        // A position, `1$`: digits then a dollar; digits without one are a width.
        var position = ""
        var digits = i
        while let b = peek(digits - i), isDigit(b) { digits += 1 }
        if digits > i, digits < bytes.count, bytes[digits] == UInt8(ascii: "$") {
            position = text(i, digits + 1)
            i = digits + 1
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
            guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            return ("%" + position + text(i, close + 1), close + 1)
        }
        let flagsStart = i
        while let b = peek(), "-+ #0'".utf8.contains(b) { i += 1 }
        skipCount(bytes, &i)
        if peek() == UInt8(ascii: ".") {
            i += 1
            skipCount(bytes, &i)
        }
        let shape = text(flagsStart, i)
        let lengthStart = i
        while let b = peek(), "hlqLztj".utf8.contains(b) { i += 1 }
        var length = text(lengthStart, i)
        guard length.count <= 2, let conversion = peek(), "@dDiuUxXoOfFeEgGaAcCsSpn".utf8.contains(conversion) else { return nil }
        length = length == "q" ? "ll" : length
        let spelt: String = switch conversion {
        case UInt8(ascii: "i"): length + "d"
        case UInt8(ascii: "D"): "l" + length + "d"
        case UInt8(ascii: "U"): "l" + length + "u"
        case UInt8(ascii: "O"): "l" + length + "o"
        default: length + String(UnicodeScalar(conversion))
        }
        return ("%" + position + shape + spelt, i + 1)
    }

    /// Steps over a width or precision: digits, `*`, or `*` and a position (`*2$`).
    private static func skipCount(_ bytes: [UInt8], _ i: inout Int) {
        if i < bytes.count, bytes[i] == UInt8(ascii: "*") {
            i += 1
            var end = i
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            if end > i, end < bytes.count, bytes[end] == UInt8(ascii: "$") { i = end + 1 }
            return
        }
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
