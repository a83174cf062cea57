// ParsePieces.swift lexes and parses a large file in pieces on every core, and joins them into the one tree.

import RowcDiagnostics
import RowcSource
import RowcSystem

/// A file is lexed and parsed in pieces of whole declarations, one per core, and the pieces
/// joined in order. Every file takes this way; most are one piece.
///
/// The tree is the same whatever the pieces. No token crosses a line break, and a line that
/// starts with a declaration's keyword followed by a blank, at its first byte, always starts a
/// declaration (a continuation line is indented): a piece starts only at such a line, where the
/// lexer and the parser of the whole file would be between tokens and between declarations.
/// Each piece counts its diagnostics against its own limits, which are joined as if one limit
/// had seen them all (`DiagnosticLimit.append(contentsOf:of:to:)`). `ParsePiecesTests` holds
/// trees parsed in many small pieces to the tree parsed in one.
enum ParsePieces {
    /// The tokens, declarations and attributes of a piece, indices counted from its first token
    /// and attribute, and its diagnostics with the limits that counted them.
    struct Piece: Sendable {
        var tokens: [Token]
        var declarations: [Declaration]
        var attributes: [Attribute]
        var lexDiagnostics: [Diagnostic]
        var lexLimit: DiagnosticLimit
        var parseDiagnostics: [Diagnostic]
        var parseLimit: DiagnosticLimit
    }

    /// The least a piece holds: below it, a core's start-up and the join cost more than they save.
    static let minimumPiece = 1 << 20

    /// `file` lexed and parsed, in a piece per core, each of at least `minimumPiece` bytes.
    static func parse(_ file: SourceFile) -> SyntaxTree {
        parse(file, pieces: min(Cores.online, file.bytes.count / minimumPiece))
    }

    /// `file` lexed and parsed in at most `pieces` pieces.
    static func parse(_ file: SourceFile, pieces: Int) -> SyntaxTree {
        let bounds = starts(file.bytes, pieces: pieces)
        let ranges = zip(bounds, bounds.dropFirst() + [file.bytes.count]).map { $0..<$1 }
        // The first piece makes room for the whole file's tokens, so the others join it where it is.
        let pieces = ParallelMap.map(Array(ranges.indices)) { k in
            Parser.parse(file, ranges[k], reserving: k == 0 ? file.bytes.count : ranges[k].count)
        }
        return join(pieces, file)
    }

    /// Where each piece of `bytes` starts: 0, then for each later piece the first line at or
    /// after its even share that starts a declaration (see `ParsePieces`); fewer pieces where a
    /// share has no such line.
    static func starts(_ bytes: [UInt8], pieces: Int) -> [Int] {
        var starts = [0]
        guard pieces > 1 else { return starts }
        bytes.withUnsafeBufferPointer { bytes in
            for k in 1..<pieces {
                // From the line break before the share's first byte, so a line starting there counts.
                var at = max(bytes.count / pieces * k, starts.last! + 1) - 1
                while let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) {
                    if startsDeclaration(bytes, at: end + 1) {
                        starts.append(end + 1)
                        break
                    }
                    at = end + 1
                }
            }
        }
        return starts
    }

    /// Whether the line at `line` starts with a declaration's keyword and a blank.
    static func startsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at line: Int) -> Bool {
        guard line < bytes.count, Lexer.isIdentifierStart(bytes[line]) else { return false }
        let end = Lexer.nameEnd(bytes, from: line + 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") else { return false }
        return KeywordTable.vocabulary.word(bytes, line, end).startsDeclaration
    }

    /// The pieces' arrays joined into the first piece's, indices moved by what comes before
    /// them, and their diagnostics as the whole file's lexer and parser would have reported them.
    static func join(_ pieces: consuming [Piece], _ file: SourceFile) -> SyntaxTree {
        // Taken out of the array, so that its arrays are grown in place rather than copied.
        var first = pieces.removeFirst()
        var lexDiagnostics = first.lexDiagnostics, lexLimit = first.lexLimit
        var parseDiagnostics = first.parseDiagnostics, parseLimit = first.parseLimit
        for piece in pieces {
            // Each piece but the last ends with an end of file that is not the file's.
            first.tokens.removeLast()
            let tokenShift = Int32(first.tokens.count), attributeShift = Int32(first.attributes.count)
            first.tokens.append(contentsOf: piece.tokens)
            first.attributes.append(contentsOf: piece.attributes.lazy.map { attribute in
                var attribute = attribute
                attribute.key += tokenShift
                return attribute
            })
            first.declarations.append(contentsOf: piece.declarations.lazy.map { declaration in
                var declaration = declaration
                declaration.keyword += tokenShift
                if declaration.nameIndex >= 0 { declaration.nameIndex += tokenShift }
                declaration.lastToken += tokenShift
                declaration.attributes = (declaration.attributes.lowerBound + attributeShift)..<(declaration.attributes.upperBound + attributeShift)
                return declaration
            })
            lexLimit.append(contentsOf: piece.lexDiagnostics, of: piece.lexLimit, to: &lexDiagnostics)
            parseLimit.append(contentsOf: piece.parseDiagnostics, of: piece.parseLimit, to: &parseDiagnostics)
        }
        var bag = DiagnosticBag()
        bag.append(contentsOf: lexDiagnostics)
        if let summary = lexLimit.summary(.tooManyDiagnostics) { bag.append(contentsOf: [summary]) }
        bag.append(contentsOf: parseDiagnostics)
        if let summary = parseLimit.summary(.tooManyDiagnostics) { bag.append(contentsOf: [summary]) }
        return SyntaxTree(file: file, tokens: first.tokens, declarations: first.declarations,
                          attributes: first.attributes, diagnostics: bag.sorted())
    }
}
