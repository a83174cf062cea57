// Token.swift defines the tokens the lexer produces: a kind, a word class and a byte span.

import RowcSource

/// What a token is. Comments and line breaks are tokens too, so the token array
/// together with the source bytes reproduces the file exactly.
public enum TokenKind: UInt8, Sendable {
    /// A name: `per_printer`, `title`, or a dotted theme key such as `image.width`.
    case identifier
    /// A reserved word: see `Word` for which.
    case keyword
    /// `"..."`, escapes not yet decoded.
    case string
    /// `10`, `10.5`, `-3`.
    case number
    /// `#292E31`.
    case color
    /// `$avatar` or `$avatar?`.
    case field
    case colon
    /// `\n` or `\r\n`.
    case newline
    /// `// ...` up to, not including, the line break.
    case comment
    /// Bytes that form no token; the lexer has reported them.
    case invalid
    case endOfFile
}

/// The reserved and contextual words of the language, recognised once by the lexer
/// so later phases compare small integers instead of strings.
public enum Word: UInt8, Sendable, CaseIterable {
    case none
    // Reserved: never a name.
    case row, section, model, theme, arrow
    // Contextual: attribute names, usable as names elsewhere.
    case image, title, subtitle, key

    /// Whether the word can only ever be a keyword.
    public var isReserved: Bool {
        switch self {
        case .row, .section, .model, .theme, .arrow: true
        default: false
        }
    }

    /// Whether the word begins a declaration.
    public var startsDeclaration: Bool {
        switch self {
        case .row, .section, .model, .theme: true
        default: false
        }
    }

    /// The word as written. A switch, not `String(describing:)`, which reflects on the value
    /// at thousands of instructions a call and made unknown attributes the checker's cost.
    public var spelling: String {
        switch self {
        case .none: "none"
        case .row: "row"
        case .section: "section"
        case .model: "model"
        case .theme: "theme"
        case .arrow: "arrow"
        case .image: "image"
        case .title: "title"
        case .subtitle: "subtitle"
        case .key: "key"
        }
    }
}

/// One token: 12 bytes, so a large file's tokens stay compact.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var word: Word
    /// Set on strings that contain a backslash, so decoding can skip escape handling otherwise.
    public var hasEscapes: Bool
    public var start: Int32
    public var end: Int32

    public init(kind: TokenKind, word: Word = .none, hasEscapes: Bool = false, start: Int32, end: Int32) {
        self.kind = kind
        self.word = word
        self.hasEscapes = hasEscapes
        self.start = start
        self.end = end
    }

    @inlinable
    public var span: Span { Span(start: start, end: end) }

    /// Whether the parser skips over this token when looking for the next significant one.
    public var isTrivia: Bool { kind == .comment }

    public func isKeyword(_ word: Word) -> Bool { kind == .keyword && self.word == word }
}
