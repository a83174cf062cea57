// Token.swift defines the tokens the lexer produces: a kind, a word class and a byte span.

import RowcSource

/// What a token is. Comments and line breaks are tokens too, so the token array
/// together with the source bytes reproduces the file exactly. The raw values are the cases'
/// positions, as the compiler lays the cases out: `Token` keeps a kind in four bits and reads
/// it back by reinterpreting them.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A name: `per_printer`, `title`, or a dotted theme key such as `image.width`.
    case identifier
    /// A reserved word: see `Word` for which.
    case keyword
    /// `"..."`, escapes not yet decoded.
    case string
    /// `10`, `10.5`, `-3`.
    case number
    /// `#292E31`, `#292E31/#E3E6E8`, or `asset"BrandText"` (a colour set by name).
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
/// so later phases compare small integers instead of strings. As with `TokenKind`, the raw
/// values are the cases' positions, and `Token` keeps a word in four bits: sixteen words at
/// most. What each word is, and how the vocabulary grows past sixteen, is `Vocabulary`'s; the
/// switches here are for the lexer's loop, and a test holds them to that table.
public enum Word: UInt8, Sendable, CaseIterable {
    case none
    // Reserved: never a name.
    case row, section, model, theme, action, arrow
    // Contextual: attribute names, usable as names elsewhere.
    case image, title, subtitle, key

    /// Whether the word can only ever be a keyword.
    public var isReserved: Bool {
        switch self {
        case .row, .section, .model, .theme, .action, .arrow: true
        default: false
        }
    }

    /// Whether the word begins a declaration.
    public var startsDeclaration: Bool {
        switch self {
        case .row, .section, .model, .theme, .action: true
        default: false
        }
    }

    /// The word as written, from `Vocabulary`'s table (not `String(describing:)`, which reflects
    /// on the value at thousands of instructions a call).
    public var spelling: String { Vocabulary.spellings[Int(rawValue)] }
}

/// One token: 8 bytes, so a large file's tokens stay compact: its start, and its length, kind,
/// word and escape flag packed in one 32-bit word.
public struct Token: Hashable, Sendable {
    // Constants: the end is counted from the start, so moving the start alone would move it too.
    public let start: Int32
    @usableFromInline let packed: UInt32

    /// The longest a token can be; the lexer reports a longer one.
    public static let maximumLength = Int(UInt32.max >> 9)

    @inlinable
    public var kind: TokenKind { unsafeBitCast(UInt8(truncatingIfNeeded: packed & 0xF), to: TokenKind.self) }
    @inlinable
    public var word: Word { unsafeBitCast(UInt8(truncatingIfNeeded: (packed >> 4) & 0xF), to: Word.self) }
    /// Set on strings that contain a backslash, so decoding can skip escape handling otherwise.
    @inlinable
    public var hasEscapes: Bool { packed & 0x100 != 0 }
    /// Whether the token is a list of names joined by commas (`archive,delete`): an identifier
    /// with the bit a string's escapes take, as an identifier has none.
    @inlinable
    public var isList: Bool { kind == .identifier && packed & 0x100 != 0 }
    @inlinable
    public var end: Int32 { start &+ Int32(bitPattern: packed >> 9) }

    @inlinable
    public init(kind: TokenKind, word: Word = .none, hasEscapes: Bool = false, start: Int32, end: Int32) {
        self.start = start
        packed = UInt32(truncatingIfNeeded: end &- start) << 9 | (hasEscapes ? 0x100 : 0)
            | UInt32(word.rawValue) << 4 | UInt32(kind.rawValue)
    }

    @inlinable
    public var span: Span { Span(start: start, end: end) }

    /// Whether the parser skips over this token when looking for the next significant one.
    public var isTrivia: Bool { kind == .comment }

    public func isKeyword(_ word: Word) -> Bool { kind == .keyword && self.word == word }
}
