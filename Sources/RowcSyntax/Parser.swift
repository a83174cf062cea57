// Parser.swift builds the syntax tree from tokens, recovering at line boundaries so every error is reported.

import RowcDiagnostics
import RowcSource

/// Parses a spec file. A declaration is one line (plus indented continuation lines);
/// anything unexpected is reported and skipped to the end of its line, so one mistake
/// costs one diagnostic and the rest of the file is still checked.
public enum Parser {
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        if let tree = NotText.tree(file) { return tree }
        return ParsePieces.parse(file)
    }

    /// The lines `range` of `file` (see `ParsePieces`), lexed and parsed, their indices counted
    /// from the range's first token; room is made for the tokens of `reserving` bytes.
    static func parse(_ file: SourceFile, _ range: Range<Int>, reserving: Int) -> ParsePieces.Piece {
        let (tokens, lexDiagnostics, lexLimit) = Lexer.tokenize(file, range, reserving: reserving)
        // The parser reads tokens through a buffer: it looks at each several times, and an
        // array would check bounds and count references on every look.
        let state = tokens.withUnsafeBufferPointer { buffer in
            var state = ParserState(file: file, tokens: buffer, reserving: reserving / 6 + 16)
            state.parseFile()
            return state
        }
        return ParsePieces.Piece(tokens: tokens, declarations: state.declarations, attributes: state.attributes,
                                 lexDiagnostics: lexDiagnostics, lexLimit: lexLimit,
                                 parseDiagnostics: state.diagnostics, parseLimit: state.limit)
    }
}

struct ParserState {
    let file: SourceFile
    /// Valid only inside `Parser.parse`, which keeps the array alive.
    let tokens: UnsafeBufferPointer<Token>
    var p = 0
    var declarations: [Declaration] = []
    var attributes: [Attribute] = []
    var diagnostics: [Diagnostic] = []
    var limit = DiagnosticLimit()

    /// Room is made for the declarations and attributes of `reserving` tokens.
    init(file: SourceFile, tokens: UnsafeBufferPointer<Token>, reserving: Int) {
        precondition(tokens.count <= Int(Int32.max), "more tokens than 32-bit indices reach")
        self.file = file
        self.tokens = tokens
        declarations.reserveCapacity(max(tokens.count, reserving) / 8)
        attributes.reserveCapacity(max(tokens.count, reserving) / 3)
    }

    var current: Token { tokens[p] }

    /// A token or attribute index as the tree stores it: every index is below `tokens.count`,
    /// which `init` checked fits 32 bits, so no conversion here needs its own check.
    @inline(__always)
    func index(_ i: Int) -> Int32 { Int32(truncatingIfNeeded: i) }

    mutating func parseFile() {
        skipBetweenDeclarations()
        while current.kind != .endOfFile {
            if current.kind == .keyword && current.word.startsDeclaration {
                declaration()
            } else {
                unknownLine()
            }
            skipBetweenDeclarations()
        }
    }

    // MARK: Moving

    /// Skips blank lines and comment lines between declarations.
    mutating func skipBetweenDeclarations() {
        while current.kind == .newline || current.kind == .comment { p += 1 }
    }

    /// Steps past the current token, then past comments and any line break that a continuation line follows.
    @inline(__always)
    mutating func advance() {
        p += 1
        skipInsideDeclaration()
    }

    @inline(__always)
    mutating func skipInsideDeclaration() {
        while true {
            if current.kind == .comment { p += 1; continue }
            if current.kind == .newline && continues(afterNewline: p) { p += 1; continue }
            return
        }
    }

    /// A line continues the declaration above it when it is indented and does not start a declaration.
    @inline(__always)
    func continues(afterNewline index: Int) -> Bool {
        let next = tokens[index + 1]
        guard next.kind != .newline, next.kind != .endOfFile else { return false }
        guard next.start > tokens[index].end else { return false }
        return !(next.kind == .keyword && next.word.startsDeclaration)
    }

    var atDeclarationEnd: Bool { current.kind == .newline || current.kind == .endOfFile }

    /// Whether a colon comes after the current token, which is not the end of the file: whether a
    /// name is a key. Comments between need no skipping: one runs to the end of its line, and a
    /// line break, not a colon, comes after it.
    @inline(__always)
    var colonFollows: Bool { tokens[p + 1].kind == .colon }

    /// The index of the last non-trivia, non-newline token before `p`.
    var lastConsumed: Int {
        var q = p - 1
        while q > 0, tokens[q].kind == .newline || tokens[q].kind == .comment { q -= 1 }
        return q
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at span: Span, fixIts: [FixIt] = []) {
        limit.append(Diagnostic(code, message, at: span, fixIts: fixIts), to: &diagnostics)
    }

    // MARK: Declarations

    mutating func declaration() {
        let keyword = p
        let kind: Declaration.Kind = switch current.word {
        case .row: .row
        case .section: .section
        case .model: .model
        case .action: .action
        default: .theme
        }
        advance()
        // `section connectivity "Connectivity"`: a name before the header, as a row's. Not one when
        // so far from the keyword, past comment lines, that its distance does not fit: then it is read,
        // and reported, as an attribute.
        var sectionNameDistance: UInt16 = 0
        if kind == .section, current.kind == .identifier, !colonFollows, let distance = UInt16(exactly: p - keyword) {
            sectionNameDistance = distance
            advance()
        }
        let name = declarationName(kind, keyword: keyword)
        let first = index(attributes.count)
        while !atDeclarationEnd {
            if current.kind == .keyword && current.word.startsDeclaration {
                let word = file.text(current.span)
                report(.declarationMidLine, SyntaxMessage.declarationMidLine(word), at: current.span,
                       fixIts: [FixIt(SyntaxMessage.startNewLine, replacing: .empty(at: current.start), with: "\n")])
                break
            }
            attribute(in: kind)
        }
        var declaration = Declaration(kind: kind, keyword: index(keyword), name: name,
                                      attributes: first..<index(attributes.count),
                                      lastToken: index(max(keyword, lastConsumed)))
        declaration.sectionNameDistance = sectionNameDistance
        declarations.append(declaration)
    }

    mutating func declarationName(_ kind: Declaration.Kind, keyword: Int) -> TokenIndex? {
        switch kind {
        case .row, .model, .theme, .action:
            // A theme's name is the theme it starts from (`theme seed`); a dotted word is a key
            // whose value is missing (`theme row.height`).
            if current.kind == .identifier && !colonFollows
                && (kind != .theme || !file.text(current.span).utf8.contains(UInt8(ascii: "."))) {
                let name = p
                advance()
                return index(name)
            }
            if kind == .model || kind == .action { missingName(kind, keyword: keyword) }
            return nil
        case .section:
            guard current.kind == .string else { return nil }
            let name = p
            advance()
            return index(name)
        case .unknown:
            return nil
        }
    }

    /// Reports a model or action without a name, out of the way of the rows' common path.
    @inline(never)
    mutating func missingName(_ kind: Declaration.Kind, keyword: Int) {
        if current.kind == .string && !colonFollows {
            // `model "Person"`: the name in quotes. One error, with the name unquoted, and the
            // string taken as the name's place rather than read again as a stray attribute.
            let span = current.span
            report(.expectedName, kind == .model ? SyntaxMessage.modelNameQuoted : SyntaxMessage.actionNameQuoted, at: span,
                   fixIts: unquotedName(span).map { [FixIt(SyntaxMessage.writeUnquoted($0), replacing: span, with: $0)] } ?? [])
            advance()
        } else if current.kind != .invalid {
            // An invalid token where the name goes (`model my-person`) was reported by the lexer.
            report(.expectedName, kind == .model ? SyntaxMessage.expectedModelName : SyntaxMessage.expectedActionName,
                   at: Span.empty(at: tokens[keyword].end))
        }
    }

    /// The name between the straight quotes of the string at `span`, when it is a valid name.
    func unquotedName(_ span: Span) -> String? {
        let start = Int(span.start), end = Int(span.end), quote = UInt8(ascii: "\"")
        guard end - start >= 3, file.bytes[start] == quote, file.bytes[end - 1] == quote else { return nil }
        let body = file.bytes[(start + 1)..<(end - 1)]
        guard Lexer.isIdentifierStart(body[body.startIndex]), body.allSatisfy(Lexer.isIdentifierContinue) else { return nil }
        return String(decoding: body, as: UTF8.self)
    }

    @inline(__always)
    mutating func attribute(in kind: Declaration.Kind) {
        let key = p
        switch current.kind {
        case .identifier, .keyword:
            guard colonFollows else {
                advance()
                attributes.append(Attribute(key: index(key), hasColon: false, value: nil))
                return
            }
            // The colon is the token right after the key, which `colonFollows` saw: what
            // `Attribute` counts on.
            let colon = key + 1
            p = colon
            advance()
            if startsValue(after: colon) {
                let value = p
                advance()
                attributes.append(Attribute(key: index(key), hasColon: true, value: index(value)))
            } else {
                // The one keyword that is a key is the flag `arrow`: the checker reports its colon,
                // with a fix-it, which helps more than asking for a value it cannot take.
                if tokens[key].kind == .identifier {
                    let name = file.text(tokens[key].span)
                    report(.missingValue, SyntaxMessage.missingValue(after: name),
                           at: tokens[key].span.union(tokens[colon].span))
                }
                attributes.append(Attribute(key: index(key), hasColon: true, value: nil))
            }
        case .colon:
            report(.expectedAttribute, SyntaxMessage.expectedAttributeNameBeforeColon, at: current.span)
            let colon = p
            advance()
            if startsValue(after: colon) { advance() }
        case .string, .number, .color, .field:
            var fixIts: [FixIt] = []
            if kind == .row && current.kind == .string {
                fixIts.append(FixIt(SyntaxMessage.insertTitleKey, replacing: .empty(at: current.start), with: "title:"))
            }
            let message = kind == .section
                ? SyntaxMessage.sectionTakesOneTitle : SyntaxMessage.expectedAttributeName(before: SyntaxMessage.describe(current, in: file))
            report(.expectedAttribute, message, at: current.span, fixIts: fixIts)
            advance()
        default:
            // Invalid bytes were reported by the lexer; skip them quietly, with the `:value`
            // after them (`sub-title:"x"`), which would otherwise look like a second mistake.
            advance()
            if current.kind == .colon {
                let colon = p
                advance()
                if startsValue(after: colon) { advance() }
            }
        }
    }

    /// Whether the current token is the value of the colon at `colon`: anything on the line but
    /// a colon or the next `key:` (see `nameIsValue`).
    @inline(__always)
    func startsValue(after colon: Int) -> Bool {
        switch current.kind {
        case .newline, .endOfFile, .colon, .comment: return false
        case .keyword, .identifier: return nameIsValue(at: p, afterColon: colon)
        default: return true
        }
    }

    /// Whether the name (an identifier or a reserved word) at `value` is the value of the colon at
    /// `colon`: a name followed by a colon is the next key, and a reserved word is a value only when
    /// written right after the colon: `image:arrow` names an asset, `subtitle: arrow` forgot the
    /// subtitle. A name is not the end of the file, so a token follows it.
    @inline(__always)
    func nameIsValue(at value: Int, afterColon colon: Int) -> Bool {
        let token = tokens[value]
        return tokens[value + 1].kind != .colon && (token.kind == .identifier || token.start == tokens[colon].end)
    }

    /// A line that does not start with a declaration keyword: one diagnostic, then the line is skipped.
    mutating func unknownLine() {
        let start = p
        let token = current
        if token.kind != .invalid {
            let text = file.text(token.span)
            var fixIts: [FixIt] = []
            if Vocabulary.attribute(text)?.use(in: .row) != nil {
                // `title:"Wi-Fi"` alone on a line is a row without its keyword.
                fixIts.append(FixIt(SyntaxMessage.insertRow, replacing: .empty(at: token.start), with: "row "))
            } else if token.kind == .identifier,
                      let best = closestNames(to: text, among: Self.declarationKeywords).first {
                fixIts.append(FixIt(SyntaxMessage.replace(text, with: best), replacing: token.span, with: best))
            }
            report(.expectedDeclaration,
                   SyntaxMessage.expectedDeclaration(found: SyntaxMessage.describe(token, in: file)),
                   at: token.span, fixIts: fixIts)
        }
        advance()
        while !atDeclarationEnd { advance() }
        declarations.append(Declaration(kind: .unknown, keyword: index(start), name: nil,
                                        attributes: index(attributes.count)..<index(attributes.count),
                                        lastToken: index(max(start, lastConsumed))))
    }

    static let declarationKeywords = Vocabulary.keywords.filter(\.startsDeclaration).map(\.spelling)
}
