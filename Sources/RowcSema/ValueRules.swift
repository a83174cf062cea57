// ValueRules.swift holds when a value of each kind is valid with nothing to check further: the one rule the full check and the plain row drafter both apply.

import RowcSource
import RowcSyntax

extension ValueKind {
    /// Whether `attribute` holds a value of this kind that no check can fault: a flag written
    /// alone, a name or a string that cannot be empty where an asset goes, such a string where
    /// text goes. The full check takes such values without another look (`imageName`, `text`,
    /// `flag`), and the plain row drafter takes only rows of such values. Fields are never taken
    /// so: what they bind depends on the rest of their model.
    @inline(__always)
    func takesPlainly(_ attribute: Attribute, tokens: UnsafeBufferPointer<Token>, source: UnsafeBufferPointer<UInt8>) -> Bool {
        if case .flag = self { return attribute.isFlag }
        guard let value = attribute.value else { return false }
        let token = tokens[Int(value)]
        switch self {
        // A name's string is taken plainly only between straight quotes: `verbatim"..."` marks text, not names.
        case .asset, .name:
            return token.kind == .identifier || token.kind == .string && token.end - token.start > 2
                && source[Int(token.start)] == UInt8(ascii: "\"")
        case .string: return token.kind == .string && Self.surelyHasText(token, source)
        case .flag, .field, .fieldOrString, .fieldOrAsset, .state, .fieldOrState: return false
        }
    }

    /// Whether the string `token` has text without decoding it: a string is empty only as `""`,
    /// `“”`, `verbatim""` or `verbatim“”`, so one longer than fourteen bytes, or than two
    /// starting with a straight quote, has text.
    @inline(__always)
    static func surelyHasText(_ token: Token, _ source: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.end - token.start
        return length > 14 || length > 2 && source[Int(token.start)] == UInt8(ascii: "\"")
    }
}
