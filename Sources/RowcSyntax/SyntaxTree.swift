// SyntaxTree.swift defines the syntax tree: declarations and attributes over the token array.

import RowcDiagnostics
import RowcSource

/// A parsed spec file. Nodes are small structs in flat arrays that point into `tokens`;
/// every token (comments and invalid bytes included) stays in `tokens`, so the tree
/// together with the source reproduces the file byte for byte.
public struct SyntaxTree: Sendable {
    public let file: SourceFile
    public let tokens: [Token]
    public let declarations: [Declaration]
    /// The attributes of all declarations; each declaration owns a contiguous range.
    public let attributes: [Attribute]
    /// Lexical and syntax diagnostics, in source order.
    public let diagnostics: [Diagnostic]

    public init(file: SourceFile, tokens: [Token], declarations: [Declaration],
                attributes: [Attribute], diagnostics: [Diagnostic]) {
        self.file = file
        self.tokens = tokens
        self.declarations = declarations
        self.attributes = attributes
        self.diagnostics = diagnostics
    }

    // The accessors below are inlinable: the checker calls them several times for every
    // row, and across modules each would otherwise be a call that copies the tree.

    @inlinable
    public func attributes(of declaration: Declaration) -> ArraySlice<Attribute> {
        attributes[Int(declaration.attributes.lowerBound)..<Int(declaration.attributes.upperBound)]
    }

    @inlinable
    public func token(_ index: TokenIndex) -> Token { tokens[Int(index)] }

    /// The source text of a token, exactly as written.
    public func text(_ index: TokenIndex) -> String { file.text(tokens[Int(index)].span) }

    /// The span from the first to the last token of `declaration`.
    @inlinable
    public func span(of declaration: Declaration) -> Span {
        tokens[Int(declaration.firstToken)].span.union(tokens[Int(declaration.lastToken)].span)
    }

    @inlinable
    public func span(of attribute: Attribute) -> Span {
        var span = tokens[Int(attribute.key)].span
        if let colon = attribute.colon { span = span.union(tokens[Int(colon)].span) }
        if let value = attribute.value { span = span.union(tokens[Int(value)].span) }
        return span
    }

    /// The comment lines directly above `declaration` (no blank line between), `//` and one space removed.
    public func leadingComments(of declaration: Declaration) -> [String] {
        var index = Int(declaration.firstToken) - 1
        // Most declarations have none: answered before any array is made.
        guard index >= 1, tokens[index].kind == .newline, tokens[index - 1].kind == .comment else { return [] }
        var lines: [String] = []
        // Expect, walking backwards: newline, comment, newline, comment... stopping at anything else.
        while index >= 1, tokens[index].kind == .newline, tokens[index - 1].kind == .comment {
            let comment = tokens[index - 1]
            // Only a comment on a line of its own documents: the first token on its line
            // (white space and a byte-order mark are not tokens).
            guard index < 2 || tokens[index - 2].kind == .newline else { break }
            var text = file.text(comment.span).dropFirst(2)
            if text.first == "/" { text = text.dropFirst() }  // `///` reads as a doc comment too
            if text.first == " " { text = text.dropFirst() }
            lines.append(String(text))
            index -= 2
        }
        return lines.reversed()
    }
}

/// An index into `SyntaxTree.tokens`.
public typealias TokenIndex = Int32

/// One declaration: `row`, `section`, `model` or `theme`, or a line that is none of them.
public struct Declaration: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        case row, section, model, theme
        /// `action NAME ...`: an action rows and models offer by name.
        case action
        /// A line that does not start with a declaration keyword; already diagnosed.
        case unknown
    }

    public var kind: Kind
    // A section's name, `section connectivity "Connectivity"`, as its distance from the keyword,
    // 0 for none: it packs beside `kind`, so a declaration stays 24 bytes.
    @usableFromInline var sectionNameDistance: UInt16 = 0
    /// The keyword token, or the first token of an unknown line.
    public var keyword: TokenIndex
    // -1 for none: an optional index took 8 bytes, and a large file has a declaration a line.
    @usableFromInline var nameIndex: TokenIndex
    /// The range of this declaration's attributes in `SyntaxTree.attributes`.
    public var attributes: Range<Int32>
    /// The last token, continuation lines, comments and bad tokens included.
    public var lastToken: TokenIndex

    public init(kind: Kind, keyword: TokenIndex, name: TokenIndex?, attributes: Range<Int32>, lastToken: TokenIndex) {
        self.kind = kind
        self.keyword = keyword
        nameIndex = name ?? -1
        self.attributes = attributes
        self.lastToken = lastToken
    }

    /// `row NAME`, `model NAME`: an identifier; `section "Header"`: a string.
    @inlinable
    public var name: TokenIndex? { nameIndex < 0 ? nil : nameIndex }

    /// A section's name, the identifier before its header: `section connectivity "Connectivity"`.
    @inlinable
    public var sectionName: TokenIndex? { sectionNameDistance == 0 ? nil : keyword + TokenIndex(sectionNameDistance) }

    /// The first token: the keyword, or the first of an unknown line.
    @inlinable
    public var firstToken: TokenIndex { keyword }
}

/// `key:value`, `key:` with its value missing, or a flag such as `arrow`.
public struct Attribute: Hashable, Sendable {
    /// The key's token: an identifier or keyword, or for a value with no key, the value itself.
    public var key: TokenIndex
    // The colon, when there is one, is the token right after the key (the parser takes a name as
    // a key only then), and the value comes after it, past any comments and continuation lines:
    // one bit for the colon and the value's distance from the key, 0 for none. Eight bytes, where
    // three indices took twelve, for the hundreds of thousands of attributes a large file has,
    // written, joined and read by every phase; and joining pieces shifts only the key.
    @usableFromInline var colonAndValue: UInt32

    /// A flag (no colon, no value), or `key:` with the value at `value`, if any, after it.
    public init(key: TokenIndex, hasColon: Bool, value: TokenIndex?) {
        self.key = key
        let distance = value.map { UInt32(truncatingIfNeeded: $0 &- key) } ?? 0
        colonAndValue = (hasColon ? 1 << 31 : 0) | distance
    }

    @inlinable
    public var colon: TokenIndex? { isFlag ? nil : key &+ 1 }

    @inlinable
    public var value: TokenIndex? {
        let distance = colonAndValue & ~(1 << 31)
        return distance == 0 ? nil : key &+ Int32(bitPattern: distance)
    }

    @inlinable
    public var isFlag: Bool { colonAndValue & (1 << 31) == 0 }
}
