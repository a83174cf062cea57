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
        guard tokens[p + 1].kind == .colon else {
            attributes.append(Attribute(key: index(p), hasColon: false, value: nil))
            advance()
            return true
        }
        switch tokens[p + 2].kind {
        case .string, .number, .color, .field:
            break
        case .identifier, .keyword:
            guard nameIsValue(at: p + 2, afterColon: p + 1) else { return false }
        default:
            // An invalid token, a comment or the end of the line: for the general way.
            return false
        }
        attributes.append(Attribute(key: index(p), hasColon: true, value: index(p + 2)))
        p += 2
        advance()
        return true
    }
}
