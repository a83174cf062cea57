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
                // The first piece's arrays get room for the whole file's, so the others join on in place.
                let whole = k == 0 ? input.count : nil
                output[k] = Piece(file: file, bytes: prefix, from: bounds[k], reservingFor: whole)  // each index written by one iteration
            }
            var pieces: [Piece] = []
            for k in results.indices {
                // Moved out, not copied: a second reference to a piece's arrays would make joining copy them.
                guard let piece = results[k].take() else { return nil }
                pieces.append(piece)
            }
            return join(consume pieces, file: file)
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
        init?(file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, from start: Int, reservingFor byteCount: Int?) {
            let (tokens, lexDiagnostics) = Lexer.tokenize(bytes, from: start, reservingFor: byteCount)
            guard lexDiagnostics.isEmpty else { return nil }
            let state = tokens.withUnsafeBufferPointer { buffer in
                var state = ParserState(file: file, tokens: buffer, expectedTokens: tokens.capacity)
                state.parseFile()
                return state
            }
            guard state.diagnostics.isEmpty else { return nil }
            self.tokens = tokens
            declarations = state.declarations
            attributes = state.attributes
        }
    }

    /// The pieces end to end, each piece's `.endOfFile` but the last dropped and its indices shifted,
    /// in the first piece's arrays: copying a large file's tokens into new ones would touch as much
    /// fresh memory again, and page faults cost as much as lexing.
    static func join(_ pieces: consuming [Piece], file: SourceFile) -> SyntaxTree {
        var tokens: [Token] = [], declarations: [Declaration] = [], attributes: [Attribute] = []
        swap(&tokens, &pieces[0].tokens)
        swap(&declarations, &pieces[0].declarations)
        swap(&attributes, &pieces[0].attributes)
        let later = pieces.dropFirst()
        // Where the later pieces will land, in the order they are copied, mapped by an idle core
        // while this one copies.
        var fresh: [(start: Int, bytes: Int)] = []
        var t = tokens.count - 1, d = declarations.count, a = attributes.count
        for piece in later {
            fresh += [place(piece.declarations.count, at: d, in: declarations), place(piece.attributes.count, at: a, in: attributes),
                      place(piece.tokens.count, at: t, in: tokens)].compactMap { $0 }
            t += piece.tokens.count - 1
            d += piece.declarations.count
            a += piece.attributes.count
        }
        Prefault.populating(fresh) {
            append(later, to: &tokens, &declarations, &attributes)
        }
        return SyntaxTree(file: file, tokens: tokens, declarations: declarations, attributes: attributes, diagnostics: [])
    }

    /// The addresses of elements `index..<index + count` of `array`'s storage, when it has room for them.
    private static func place<T>(_ count: Int, at index: Int, in array: [T]) -> (start: Int, bytes: Int)? {
        guard count > 0, index + count <= array.capacity else { return nil }
        return array.withUnsafeBufferPointer {
            (Int(bitPattern: $0.baseAddress) + index * MemoryLayout<T>.stride, count * MemoryLayout<T>.stride)
        }
    }

    /// Appends the pieces after the first, whose arrays these are.
    private static func append(_ pieces: ArraySlice<Piece>, to tokens: inout [Token],
                               _ declarations: inout [Declaration], _ attributes: inout [Attribute]) {
        for piece in pieces {
            tokens.removeLast()  // the previous piece's `.endOfFile`
            let t = Int32(tokens.count), a = Int32(attributes.count)
            for var d in piece.declarations {
                d.keyword += t
                d.name = d.name.map { $0 + t }
                d.attributes = (d.attributes.lowerBound + a)..<(d.attributes.upperBound + a)
                d.firstToken += t
                d.lastToken += t
                declarations.append(d)
            }
            for var attribute in piece.attributes {
                attribute.key += t
                attribute.colon = attribute.colon.map { $0 + t }
                attribute.value = attribute.value.map { $0 + t }
                attributes.append(attribute)
            }
            tokens.append(contentsOf: piece.tokens)
        }
    }
}
