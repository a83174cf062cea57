// Lexer.swift turns a file's bytes into tokens, reporting lexical errors as diagnostics without stopping.

import RowcDiagnostics
import RowcSource

/// Splits UTF-8 bytes into tokens. It never throws and never stops early: bad input
/// becomes `.invalid` tokens (or a flagged string) plus a diagnostic, and lexing goes on.
///
/// It reads the file through an unsafe buffer, byte by byte, and makes no String unless it
/// reports a problem: it is the first pass over every byte of every spec.
public struct Lexer {
    // Not private: the recovery in LexerRecovery.swift scans and reports with them too.
    let bytes: UnsafeBufferPointer<UInt8>
    var i: Int
    private var tokens: [Token] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var limit = DiagnosticLimit()
    /// The words, read for every name: held here, not read from the static each time.
    private let keywords = KeywordTable.vocabulary

    /// Tokenizes `file`; the last token is always `.endOfFile`.
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var (tokens, diagnostics, limit) = tokenize(file, 0..<file.bytes.count, reserving: file.bytes.count)
        if let summary = limit.summary(.tooManyDiagnostics) { diagnostics.append(summary) }
        return (tokens, diagnostics)
    }

    /// Tokenizes the lines `range` of `file` (it starts at the file's start or after a line
    /// break, and ends at the file's end or after one), ending with an `.endOfFile` at its end:
    /// no token crosses a line break, so the lines lex as they would in the whole file. The
    /// tokens' offsets are the file's; room is made for the tokens of `reserving` bytes.
    static func tokenize(_ file: SourceFile, _ range: Range<Int>, reserving: Int)
        -> (tokens: [Token], diagnostics: [Diagnostic], limit: DiagnosticLimit) {
        file.bytes.withUnsafeBufferPointer { bytes in
            // Offsets are 32-bit: checked once here, so each token's conversion need not be.
            precondition(bytes.count <= Int(Int32.max), "a source of 2 GiB or more")
            var lexer = Lexer(bytes: UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), from: range.lowerBound,
                              reserving: reserving)
            lexer.run()
            return (lexer.tokens, lexer.diagnostics, lexer.limit)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, reserving: Int) {
        self.bytes = bytes
        // Specs average a token every 6 or 7 bytes.
        tokens.reserveCapacity(reserving / 6 + 16)
        // A leading byte-order mark is trivia: no token, but it stays in the source.
        i = start == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : start
    }

    private mutating func run() {
        while i < bytes.count {
            let start = i
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                i += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                name()
            case UInt8(ascii: "\n"):
                i += 1
                add(.newline, from: start)
            case UInt8(ascii: "\""):
                string()
            case UInt8(ascii: ":"):
                i += 1
                add(.colon, from: start)
            case UInt8(ascii: "\r"):
                if peek(1) == UInt8(ascii: "\n") {
                    i += 2
                    add(.newline, from: start)
                } else {
                    invalid()
                }
            case UInt8(ascii: "/"):
                if peek(1) == UInt8(ascii: "/") { comment() } else { invalid() }
            case UInt8(ascii: "#"):
                color()
            case UInt8(ascii: "$"):
                field()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "."):
                if let next = peek(1), Self.isDigit(next) { number() } else { invalid() }
            default:
                invalid()
            }
        }
        append(Token(kind: .endOfFile, start: Int32(bytes.count), end: Int32(bytes.count)))
    }

    // MARK: Helpers

    @inline(__always)
    func peek(_ offset: Int) -> UInt8? {
        i + offset < bytes.count ? bytes[i + offset] : nil
    }

    mutating func add(_ kind: TokenKind, from start: Int, word: Word = .none, hasEscapes: Bool = false) {
        guard i - start <= Token.maximumLength else { return tooLong(kind, from: start) }
        append(Token(kind: kind, word: word, hasEscapes: hasEscapes, start: Int32(truncatingIfNeeded: start),
                     end: Int32(truncatingIfNeeded: i)))
    }

    /// A token from `start` to here longer than a token can be: reported, unless its bytes were
    /// already (a run of bytes that form no token), and kept as `.invalid` tokens that cover it.
    private mutating func tooLong(_ kind: TokenKind, from start: Int) {
        if kind != .invalid {
            let what = switch kind {
            case .identifier, .keyword: "name"
            case .string: "string"
            case .comment: "comment"
            case .number: "number"
            case .color: "colour"
            case .field: "field"
            default: "token"
            }
            report(.tokenTooLong, SyntaxMessage.tokenTooLong(what, length: i - start, maximum: Token.maximumLength), start, i)
        }
        var from = start
        while from < i {
            let to = min(i, from + Token.maximumLength)
            append(Token(kind: .invalid, start: Int32(truncatingIfNeeded: from), end: Int32(truncatingIfNeeded: to)))
            from = to
        }
    }

    private mutating func append(_ token: Token) {
        tokens.append(token)
    }

    /// The token added last, if any.
    var lastToken: Token? { tokens.last }

    private mutating func removeLastToken() {
        tokens.removeLast()
    }

    /// Removes the last token and returns its start when it is a name that ends at `offset`:
    /// the ASCII head of a word such as `café`, which belongs to the word's one diagnostic.
    mutating func takeBackName(endingAt offset: Int) -> Int? {
        guard let last = lastToken, last.kind == .identifier || last.kind == .keyword, Int(last.end) == offset else { return nil }
        removeLastToken()
        return Int(last.start)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ start: Int, _ end: Int,
                                 fixIts: [FixIt] = []) {
        limit.append(Diagnostic(code, message, at: Span(start, end), fixIts: fixIts), to: &diagnostics)
    }

    @inline(__always)
    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_")
    }

    /// One bit test instead of three range tests: the loop over a name's bytes runs for most of a file.
    /// Bit `b` of the first word marks the digits (48-57); bit `b - 64` of the second, `A`-`Z`
    /// (65-90), `_` (95) and `a`-`z` (97-122).
    @inline(__always)
    static func isIdentifierContinue(_ b: UInt8) -> Bool {
        let set: UInt64 = b < 64 ? 0x03FF_0000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return b < 128 && set >> (b & 63) & 1 != 0
    }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
    }

    /// Whether `b` is free text that needs no decision in a comment: printable ASCII or a tab.
    @inline(__always)
    static func isPlainText(_ b: UInt8) -> Bool {
        (0x20..<0x7F).contains(b) || b == UInt8(ascii: "\t")
    }

    /// Whether `b` is free text that needs no decision in a string: as in a comment, but not `"` or `\`.
    @inline(__always)
    static func isPlainStringText(_ b: UInt8) -> Bool {
        isPlainText(b) && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\")
    }

    /// The first index from `i` whose byte is not `isPlainStringText`, or `bytes.count`, or a
    /// tab (which the string's loop steps over). Eight bytes at a time: a byte flags its word's
    /// high bit when it is below 0x20 or from 0x7F, or `"` or `\`; the lowest flag is the first
    /// such byte (a flag's borrow reaches only the bytes after it).
    @inline(__always)
    static func plainStringTextEnd(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var i = i
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = ones &* UInt64(UInt8(ascii: "\"")), backslashes = ones &* UInt64(UInt8(ascii: "\\"))
            let deletes = ones &* 0x7F, spaces = ones &* 0x20
            // The high bit of each byte that is 0 in `v` (and perhaps of bytes after it).
            @inline(__always) func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
            while i &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let controls = (word &- spaces) & ~word & highs
                let flags = (word & highs) | controls | zeroBytes(word ^ deletes) | zeroBytes(word ^ quotes)
                    | zeroBytes(word ^ backslashes)
                if flags != 0 { return i &+ flags.trailingZeroBitCount / 8 }
                i &+= 8
            }
        }
        while i < bytes.count, isPlainStringText(bytes[i]), bytes[i] != UInt8(ascii: "\t") { i += 1 }
        return i
    }

    /// The value of a hexadecimal digit, which `isHexDigit` accepted.
    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt32 {
        UInt32(b <= UInt8(ascii: "9") ? b &- UInt8(ascii: "0") : (b | 0x20) &- UInt8(ascii: "a") &+ 10)
    }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || ((b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "f"))
    }

    // MARK: Token kinds

    /// A name: a word of the language, an identifier, a dotted theme key (`image.width`, one
    /// name), a list of names joined by commas (`swipe:archive,delete`, one token, flagged `isList`)
    /// or, before a string, the prefix of `asset"NAME"` or `verbatim"..."`. A word after a
    /// dot may start with a digit, as in the SF Symbol `arrow.triangle.2.circlepath`; a name after
    /// a comma starts as any name does.
    private mutating func name() {
        let start = i
        // The position in a local, where the compiler keeps it in a register; `self.i` would be
        // stored for every byte.
        var end = Self.nameEnd(bytes, from: start + 1), isList = false
        while end + 1 < bytes.count {
            let separator = bytes[end], next = bytes[end + 1]
            if separator == UInt8(ascii: "."), Self.isIdentifierContinue(next) {
                end = Self.nameEnd(bytes, from: end + 2)
            } else if separator == UInt8(ascii: ","), Self.isIdentifierStart(next) {
                isList = true
                end = Self.nameEnd(bytes, from: end + 2)
            } else {
                break
            }
        }
        i = end
        if peek(0) == UInt8(ascii: "-"), let next = peek(1), Self.isIdentifierContinue(next) {
            hyphenatedWord(from: start)
            return
        }
        guard !isList else {
            add(.identifier, from: start, hasEscapes: true)
            return
        }
        let word = keywords.word(bytes, start, end)
        add(word.isReserved ? .keyword : .identifier, from: start, word: word)
        if peek(0) == UInt8(ascii: "\"") { prefixedString(from: start) }
    }

    /// The first index from `i` whose byte cannot continue a name, or `bytes.count`. Eight bytes
    /// at a time: a byte below 0x80 is in a range `lo...hi` when adding `0x80 - lo` sets its high
    /// bit and adding `0x7F - hi` does not (neither carries into the next byte), and a letter of
    /// either case is one in `a...z` once 0x20 is set.
    @inline(__always)
    static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
        var end = i
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func within(_ x: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
                (x &+ ones &* UInt64(0x80 - lo)) & ~(x &+ ones &* UInt64(0x7F - hi)) & highs
            }
            while end &+ 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
                let ascii = word & ~highs
                let underscores = within(ascii, UInt8(ascii: "_"), UInt8(ascii: "_"))
                let continues = (within(ascii, UInt8(ascii: "0"), UInt8(ascii: "9"))
                    | within(ascii | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z")) | underscores) & ~word
                if continues != highs { return end &+ (~continues & highs).trailingZeroBitCount / 8 }
                end &+= 8
            }
        }
        while end < bytes.count, isIdentifierContinue(bytes[end]) { end &+= 1 }
        return end
    }

    private mutating func comment() {
        let start = i
        i += 2
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
            if Self.isPlainText(bytes[i]) {
                i += 1
                continue
            }
            if bytes[i] == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { break }
            if !skipTextByte() { continue }
        }
        add(.comment, from: start)
    }

    /// The length of the well-formed sequence at `i` when it is two or three bytes with a lead
    /// that needs no range check on the next byte (C2-DF, E1-EC, EE-EF), else 0: the other
    /// sequences, and bytes that form none, are for `skipTextByte` to decide.
    @inline(__always)
    func commonSequenceLength(at i: Int) -> Int {
        let lead = bytes[i]
        if lead >= 0xC2 && lead <= 0xDF {
            return i + 1 < bytes.count && bytes[i + 1] & 0xC0 == 0x80 ? 2 : 0
        }
        guard lead >= 0xE1 && lead <= 0xEF && lead != 0xED, i + 2 < bytes.count else { return 0 }
        return bytes[i + 1] & 0xC0 == 0x80 && bytes[i + 2] & 0xC0 == 0x80 ? 3 : 0
    }

    /// The end of the run of common sequences (see `commonSequenceLength`) from `i`; `i` when none starts there.
    @inline(__always)
    func commonSequencesEnd(from i: Int) -> Int {
        var end = i
        while end < bytes.count, case let length = commonSequenceLength(at: end), length > 0 { end += length }
        return end
    }

    /// Steps over one scalar of free text (comment or string body), reporting invalid UTF-8 and
    /// control characters. Returns false when it already advanced past a reported byte run.
    private mutating func skipTextByte() -> Bool {
        let b = bytes[i]
        if b < 0x80 {
            if b < 0x20 && b != UInt8(ascii: "\t") || b == 0x7F {
                let start = i
                while i < bytes.count, bytes[i] < 0x20 && bytes[i] != UInt8(ascii: "\t")
                        && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") || bytes[i] == 0x7F {
                    i += 1
                }
                if i == start { i += 1 }
                report(.controlCharacter, SyntaxMessage.controlCharacters(bytes[start], count: i - start), start, i)
                return false
            }
            i += 1
            return true
        }
        let length = UTF8Decoding.sequenceLength(lead: b)
        if length > 1, UTF8Decoding.decode(bytes, at: i, length: length) != nil {
            i += length
            return true
        }
        let start = i
        i += 1
        while i < bytes.count, bytes[i] >= 0x80 {
            let n = UTF8Decoding.sequenceLength(lead: bytes[i])
            if n > 1, UTF8Decoding.decode(bytes, at: i, length: n) != nil { break }
            i += 1
        }
        report(.invalidUTF8, SyntaxMessage.invalidUTF8(bytes[start..<i]), start, i)
        return false
    }

    /// A string in straight quotes, or, when `curly`, one opened with `“` and closed with `”` or `"`.
    mutating func string(curly: Bool = false) {
        let start = i
        i += curly ? 3 : 1
        var hasEscapes = false
        var lastEscapeStart = -1, lastEscapeEnd = -1
        while i < bytes.count {
            // Most of a string is plain text: decide only at the bytes that matter.
            i = Self.plainStringTextEnd(bytes, from: i)
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b == UInt8(ascii: "\t") {
                i += 1
                continue
            }
            let closesCurly = curly && bytes[i...].starts(with: Self.rightDoubleQuote)
            if b == UInt8(ascii: "\"") || closesCurly {
                i += closesCurly ? 3 : 1
                if curly { curlyQuotes(start, bodyEnd: i - (closesCurly ? 3 : 1)) }
                add(.string, from: start, hasEscapes: hasEscapes)
                return
            }
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") { break }
            if b == UInt8(ascii: "\\") {
                hasEscapes = true
                lastEscapeStart = i
                escape()
                lastEscapeEnd = i
            } else if !curly, case let end = commonSequencesEnd(from: i), end > i {
                // Non-ASCII text, CJK most often: a run of common sequences in one loop. (Not in a
                // curly string, whose closing `”` is such a sequence.)
                i = end
            } else {
                _ = skipTextByte()
            }
        }
        unterminatedString(start, danglingBackslash: lastEscapeStart == i - 1,
                           escapedQuote: lastEscapeEnd == i && bytes[i - 1] == UInt8(ascii: "\""))
        add(.string, from: start, hasEscapes: hasEscapes)
    }

    /// Reports a string cut off by the end of its line, explaining the two ways it looks closed or continued.
    private mutating func unterminatedString(_ start: Int, danglingBackslash: Bool, escapedQuote: Bool) {
        if danglingBackslash {
            report(.unterminatedString, SyntaxMessage.unterminatedStringAtBackslash, start, i,
                   fixIts: [FixIt(SyntaxMessage.replaceBackslashWithQuote, replacing: Span(i - 1, i), with: "\"")])
            return
        }
        report(.unterminatedString,
               escapedQuote ? SyntaxMessage.unterminatedStringAtEscapedQuote : SyntaxMessage.unterminatedString, start, i,
               fixIts: [FixIt(SyntaxMessage.insertClosingQuote, replacing: .empty(at: Int32(i)), with: "\"")])
    }

    /// Validates one escape sequence; decoding happens later, in `StringLiteral`.
    private mutating func escape() {
        let start = i
        i += 1
        // A backslash ending the line leaves the string unterminated; `string()` says so, once.
        guard i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") else { return }
        switch bytes[i] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
            i += 1
        case UInt8(ascii: "u"):
            unicodeEscape(from: start)
        default:
            let length = UTF8Decoding.sequenceLength(lead: bytes[i])
            let end = min(i + length, bytes.count)
            let shown = String(decoding: bytes[start..<end], as: UTF8.self)
            i = end
            report(.invalidEscape, SyntaxMessage.unknownEscape(shown), start, end,
                   fixIts: [FixIt(SyntaxMessage.writeEscapedBackslash, replacing: Span(start, start + 1), with: "\\\\")])
        }
    }

    private mutating func unicodeEscape(from start: Int) {
        i += 1  // past `u`
        guard peek(0) == UInt8(ascii: "{") else {
            report(.invalidUnicodeEscape, SyntaxMessage.expectedOpeningBraceInUnicodeEscape, start, i)
            return
        }
        i += 1
        let digitsStart = i
        // The value is summed while scanning; the digits become a String only for a message.
        var value: UInt32 = 0
        while i < bytes.count, Self.isHexDigit(bytes[i]) {
            if i - digitsStart < 8 { value = value << 4 | Self.hexValue(bytes[i]) }
            i += 1
        }
        let digitCount = i - digitsStart
        var digits: String { String(decoding: bytes[digitsStart..<(digitsStart + digitCount)], as: UTF8.self) }
        guard peek(0) == UInt8(ascii: "}") else {
            report(.invalidUnicodeEscape, SyntaxMessage.expectedHexDigitsInUnicodeEscape, start, i)
            return
        }
        i += 1
        guard (1...8).contains(digitCount) else {
            report(.invalidUnicodeEscape, SyntaxMessage.unicodeEscapeDigitCount(digits), start, i)
            return
        }
        if Unicode.Scalar(value) == nil {
            report(.invalidUnicodeEscape,
                   SyntaxMessage.unicodeEscapeNotScalar(digits, surrogate: (0xD800...0xDFFF).contains(value)), start, i)
        }
    }

    /// A colour, or a light/dark pair of them: `#FFF/#000` is one token. Only a `/` right after
    /// the first colour's digits is looked at, so a comment after a colour (`#FFF//dark`) ends it
    /// as before and nothing else is read differently.
    @inline(never)
    private mutating func color() {
        let start = i
        var valid = hexDigitsOfColor()
        var hashMissingAt: Int?
        if peek(0) == UInt8(ascii: "/"), let next = peek(1), next != UInt8(ascii: "/") {
            if next == UInt8(ascii: "#") {
                i += 1
                valid = hexDigitsOfColor() && valid
            } else if Self.isIdentifierContinue(next) {
                // `#FFF/000`: the dark colour without its `#`, one mistake in one token.
                i += 1
                hashMissingAt = i
                while i < bytes.count, Self.isIdentifierContinue(bytes[i]) { i += 1 }
                valid = false
            }
        }
        guard valid else {
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            if let at = hashMissingAt {
                let digits = bytes[at..<i]
                let fixable = digits.allSatisfy(Self.isHexDigit) && [3, 6, 8].contains(digits.count)
                report(.invalidColor, SyntaxMessage.colorPairWithoutHash(text), start, i,
                       fixIts: fixable ? [FixIt(SyntaxMessage.insertHash, replacing: .empty(at: Int32(at)), with: "#")] : [])
            } else {
                report(.invalidColor, SyntaxMessage.invalidColor(text), start, i)
            }
            add(.invalid, from: start)
            return
        }
        add(.color, from: start)
    }

    /// A name directly followed by a string, when the name just added is a prefix: `asset"NAME"`,
    /// a colour set of the asset catalogs, is one colour token, as `#FFF/#000` is; `verbatim"ACME"`,
    /// text that is not localized, is one string token that starts at the prefix. Any other name
    /// before a string is left as it was (and reported, as a value without a key, by the parser).
    /// A string with a mistake the lexer reported makes the whole an invalid token: one mistake,
    /// one diagnostic.
    @inline(never)
    private mutating func prefixedString(from start: Int) {
        let name = bytes[start..<i]
        let kind: TokenKind
        if name.elementsEqual(Self.assetPrefix) {
            kind = .color
        } else if name.elementsEqual(Self.verbatimPrefix) {
            kind = .string
        } else {
            return
        }
        guard takeBackName(endingAt: i) != nil else { return }
        let reported = diagnostics.count, quote = i
        string()
        guard let body = lastToken, body.kind == .string, Int(body.start) == quote else { return }
        removeLastToken()
        append(Token(kind: diagnostics.count == reported ? kind : .invalid, hasEscapes: body.hasEscapes,
                     start: Int32(truncatingIfNeeded: start), end: body.end))
    }

    /// The name that, directly before a string, makes a colour set's colour.
    public static let assetPrefix = Array("asset".utf8)

    /// The name that, directly before a string, marks text that is shown as written in every
    /// language: a string token whose first byte is `v` rather than a quote.
    public static let verbatimPrefix = Array("verbatim".utf8)

    /// Steps over `#` and the name bytes after it; whether they are 3, 6 or 8 hexadecimal digits.
    private mutating func hexDigitsOfColor() -> Bool {
        let start = i
        i += 1
        while i < bytes.count, Self.isIdentifierContinue(bytes[i]) { i += 1 }
        let digits = bytes[(start + 1)..<i]
        return digits.allSatisfy(Self.isHexDigit) && [3, 6, 8].contains(digits.count)
    }

    private mutating func field() {
        let start = i
        i += 1
        while i < bytes.count, Self.isIdentifierContinue(bytes[i]) { i += 1 }
        guard i > start + 1, Self.isIdentifierStart(bytes[start + 1]) else {
            // `$1st` is one mistake: keep the digits in this token rather than lexing a bad number after it.
            let name = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
            let message = name.isEmpty ? SyntaxMessage.fieldNameMissing : SyntaxMessage.fieldNameStart(name)
            if peek(0) == UInt8(ascii: "?") { i += 1 }
            report(.invalidField, message, start, i)
            add(.invalid, from: start)
            return
        }
        if peek(0) == UInt8(ascii: "?") { i += 1 }
        add(.field, from: start)
    }

    private mutating func number() {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digitsStart = i
        while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        var valid = i > digitsStart
        if valid, peek(0) == UInt8(ascii: "."), let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
            i += 1
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
        }
        // `10px` or `1.2.3`: swallow the rest so one mistake gives one message.
        while i < bytes.count, Self.isIdentifierContinue(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
            valid = false
            i += 1
        }
        if !valid {
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            let message = text == "-" ? SyntaxMessage.strayHyphen : SyntaxMessage.invalidNumber(text)
            report(i - start == 1 ? .strayCharacter : .invalidNumber, message, start, i,
                   fixIts: leadingZeroFix(dot: digitsStart, end: i) + quotedNameFix(start, i))
            add(.invalid, from: start)
            return
        }
        add(.number, from: start)
    }

    /// A run of bytes that start no token: one diagnostic for the whole run.
    private mutating func invalid() {
        let start = i
        let b = bytes[i]
        if b >= 0x80 {
            let length = UTF8Decoding.sequenceLength(lead: b)
            if length > 1, let scalar = UTF8Decoding.decode(bytes, at: i, length: length) {
                if lookAlike(scalar) { return }
                i += length
                if scalar.properties.isAlphabetic {
                    nonASCIIWord(from: start)
                    return
                }
                report(.strayCharacter, SyntaxMessage.unexpectedNonASCIICharacter(scalar), start, i)
            } else {
                _ = skipTextByte()
            }
        } else if b < 0x20 || b == 0x7F {
            _ = skipTextByte()
        } else {
            if b == UInt8(ascii: "'"), singleQuotedString() { return }
            i += 1
            report(.strayCharacter, SyntaxMessage.unexpectedCharacter(String(UnicodeScalar(b))), start, i)
        }
        add(.invalid, from: start)
    }
}
