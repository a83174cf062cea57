// ChunkedParse.swift lexes and parses a large file in pieces on all cores, when the file has no mistakes.

import Dispatch
import RowcSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a large file at declaration boundaries, lexes and parses the pieces concurrently and
/// joins their tokens, declarations and attributes. The joined tree equals the one-piece parse:
/// no token spans a line break, and a line starting at column 0 with a letter ends the
/// declaration before it (it cannot continue it) and starts the next. Diagnostics are the one
/// thing a piece cannot get right alone (the per-phase limit counts the whole file), so a piece
/// with any makes the whole file go through the one-piece parse instead: a file with mistakes
/// costs one more parse, a clean one (the common, large case) half of one on two cores.
enum ChunkedParse {
    /// Below this many bytes a piece costs more to hand to another core than to parse.
    static let minimumPieceBytes = 64 * 1024

    static let cores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Pieces per core: cores take pieces as they come free, so a core that another process holds
    /// delays the file by at most one small piece, not by half of it.
    static let piecesPerCore = 4

    /// The tree of `file` parsed in pieces, or nil when it is too small to split or has diagnostics.
    static func parse(_ file: SourceFile) -> SyntaxTree? {
        cores > 1 ? parse(file, pieces: min(cores * piecesPerCore, file.count / minimumPieceBytes)) : nil
    }

    static func parse(_ file: SourceFile, pieces: Int) -> SyntaxTree? {
        guard pieces > 1 else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes -> SyntaxTree? in
            let bounds = boundaries(bytes, pieces: pieces)
            guard bounds.count > 2 else { return nil }
            let results = UnsafeMutableBufferPointer<Piece?>.allocate(capacity: bounds.count - 1)
            results.initialize(repeating: nil)
            defer {
                _ = results.deinitialize()
                results.deallocate()
            }
            nonisolated(unsafe) let output = results, input = bytes
            DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { k in
                // Each piece sees the file only up to its end, so its last token is `.endOfFile` there.
                let prefix = UnsafeBufferPointer(rebasing: input[0..<bounds[k + 1]])
                output[k] = Piece(file: file, bytes: prefix, from: bounds[k])  // each index written by one iteration
            }
            var pieces: [Piece] = []
            for k in results.indices {
                guard let piece = results[k].take() else { return nil }
                pieces.append(piece)
            }
            return join(pieces, file: file)
        }
    }

    /// Offsets where pieces start, with the file's end last: the first offset at or after each
    /// equal share that begins a line with a letter.
    static func boundaries(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Int] {
        var bounds = [0]
        for k in 1..<pieces {
            var j = max(bytes.count / pieces * k, bounds[bounds.count - 1] + 1)
            while j < bytes.count,
                  !(bytes[j - 1] == UInt8(ascii: "\n") && Lexer.isIdentifierStart(bytes[j]) && bytes[j] != UInt8(ascii: "_")) {
                j += 1
            }
            if j < bytes.count { bounds.append(j) }
        }
        bounds.append(bytes.count)
        return bounds
    }

    /// One piece lexed and parsed, with token and attribute indices counted from the piece's start.
    struct Piece {
        var tokens: [Token]
        var declarations: [Declaration]
        var attributes: [Attribute]

        /// Nil when the piece has a diagnostic.
        init?(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            let (tokens, lexDiagnostics) = Lexer.tokenize(bytes, from: start)
            guard lexDiagnostics.isEmpty else { return nil }
            let state = tokens.withUnsafeBufferPointer { buffer in
                var state = ParserState(file: file, tokens: buffer)
                state.parseFile()
                return state
            }
            guard state.diagnostics.isEmpty else { return nil }
            self.tokens = tokens
            declarations = state.declarations
            attributes = state.attributes
        }
    }

    /// The pieces end to end, each piece's `.endOfFile` but the last dropped and its indices shifted.
    /// Every piece's place in the joined arrays is known from the counts before any is copied, so
    /// the pieces are copied on all cores at once: the copy, and the first touches of the fresh
    /// pages it writes, were the longest stretch with one core working.
    static func join(_ pieces: [Piece], file: SourceFile) -> SyntaxTree {
        // Where each piece lands; the last entries are the totals.
        let t = starts(pieces.map { $0.tokens.count - 1 })
        let d = starts(pieces.map(\.declarations.count)), a = starts(pieces.map(\.attributes.count))
        let tokenCount = t[pieces.count] + 1  // and the last piece's `.endOfFile`
        var declarations: [Declaration] = [], attributes: [Attribute] = []
        // Tokens, declarations and attributes are plain data: their slots need no initializing
        // before the pieces are copied into them.
        let tokens = [Token](unsafeUninitializedCapacity: HugePages.capacity(for: tokenCount, of: Token.self)) { tokenSlots, filledTokens in
            declarations = [Declaration](unsafeUninitializedCapacity: HugePages.capacity(for: d[pieces.count], of: Declaration.self)) {
                declarationSlots, filledDeclarations in
                attributes = [Attribute](unsafeUninitializedCapacity: HugePages.capacity(for: a[pieces.count], of: Attribute.self)) {
                    attributeSlots, filledAttributes in
                    HugePages.advise(UnsafePointer(tokenSlots.baseAddress), count: tokenSlots.count)
                    HugePages.advise(UnsafePointer(declarationSlots.baseAddress), count: declarationSlots.count)
                    HugePages.advise(UnsafePointer(attributeSlots.baseAddress), count: attributeSlots.count)
                    nonisolated(unsafe) let tokenOut = tokenSlots, declarationOut = declarationSlots, attributeOut = attributeSlots
                    DispatchQueue.concurrentPerform(iterations: pieces.count) { k in
                        // Piece k writes only its own ranges of the three arrays.
                        let piece = pieces[k]
                        copy(piece, tokensFrom: t[k], declarationsFrom: d[k], attributesFrom: a[k],
                             into: tokenOut, declarationOut, attributeOut, isLast: k == pieces.count - 1)
                    }
                    filledAttributes = a[pieces.count]
                }
                filledDeclarations = d[pieces.count]
            }
            filledTokens = tokenCount
        }
        return SyntaxTree(file: file, tokens: tokens, declarations: declarations, attributes: attributes, diagnostics: [])
    }

    /// The running totals of `counts`, from 0: where each piece starts, and last, where the last one ends.
    private static func starts(_ counts: [Int]) -> [Int] {
        var starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    /// Copies `piece` to its place in the joined arrays, shifting its token and attribute indices
    /// by the counts before it; a piece but the last leaves out its `.endOfFile`.
    private static func copy(_ piece: Piece, tokensFrom t: Int, declarationsFrom d: Int, attributesFrom a: Int,
                             into tokens: UnsafeMutableBufferPointer<Token>,
                             _ declarations: UnsafeMutableBufferPointer<Declaration>,
                             _ attributes: UnsafeMutableBufferPointer<Attribute>, isLast: Bool) {
        let tokenShift = Int32(t), attributeShift = Int32(a)
        piece.tokens.withUnsafeBufferPointer { source in
            let count = isLast ? source.count : source.count - 1
            (tokens.baseAddress! + t).initialize(from: source.baseAddress!, count: count)
        }
        for (offset, declaration) in piece.declarations.enumerated() {
            var shifted = declaration
            shifted.keyword += tokenShift
            shifted.name = declaration.name.map { $0 + tokenShift }
            shifted.attributes = (declaration.attributes.lowerBound + attributeShift)..<(declaration.attributes.upperBound + attributeShift)
            shifted.firstToken += tokenShift
            shifted.lastToken += tokenShift
            declarations.initializeElement(at: d + offset, to: shifted)
        }
        for (offset, attribute) in piece.attributes.enumerated() {
            var shifted = attribute
            shifted.key += tokenShift
            shifted.colon = attribute.colon.map { $0 + tokenShift }
            shifted.value = attribute.value.map { $0 + tokenShift }
            attributes.initializeElement(at: a + offset, to: shifted)
        }
    }
}
