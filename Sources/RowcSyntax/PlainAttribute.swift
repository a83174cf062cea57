// PlainAttribute.swift is the parser's shortcut for an attribute on one line, held to the general way by tests.

extension ParserState {
    /// Takes the current attribute when it is a flag or `key:value` with no comment or line break
    /// among its tokens, as `attribute(in:)` would, looking at each token once; false, with
    /// nothing taken, for anything else. Most attributes are such, and going through
    /// `attribute(in:)` looked at each of their tokens three or four times.
    @inline(__always)
    mutating func plainAttribute() -> Bool {
        // The current token is not the end of the file, nor is any before a value: the tokens
        // read ahead are there.
        let key = current
        guard key.kind == .identifier || key.kind == .keyword else { return false }
        let colon = tokens[p + 1]
        guard colon.kind == .colon else {
            attributes.append(Attribute(key: index(p), hasColon: false, value: nil))
            advance()
            return true
        }
        // An invalid value, as any token the general way skips over, is left to it.
        guard tokens[p + 2].kind != .invalid, isValue(at: p + 2, afterColon: p + 1) else { return false }
        attributes.append(Attribute(key: index(p), hasColon: true, value: index(p + 2)))
        p += 2
        advance()
        return true
    }
}
