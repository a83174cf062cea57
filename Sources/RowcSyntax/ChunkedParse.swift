// ChunkedParse.swift lexes and parses a large file in pieces on all cores, when the file has no mistakes.

import Dispatch
import RowcSource
import RowcSystem
import Synchronization

/// Splits a large file at declaration boundaries, lexes and parses the pieces concurrently and
/// joins their tokens, declarations and attributes. The joined tree equals the one-piece parse:
/// no token spans a line break, and a line starting at column 0 with a letter ends the
/// declaration before it (it cannot continue it) and starts the next. Diagnostics are the one
/// thing a piece cannot get right alone (the per-phase limit counts the whole file), so a piece
/// with any makes the whole file go through the one-piece parse instead: a file with mistakes
/// costs one more parse, a clean one (the common, large case) half of one on two cores.
///
/// Each piece is lexed and parsed into a worker's scratch buffers and copied to its place in the
/// file's arrays as soon as the pieces before it are placed; the scratch then takes the worker's
/// next piece. So the copying overlaps the parsing, and the scratch memory, written once, is
/// written again without the page faults that fresh memory for every piece cost.
enum ChunkedParse {
    /// Below this many bytes a piece costs more to hand to another core than to parse.
    static let minimumPieceBytes = 64 * 1024

    /// Above this many bytes a file is parsed in one piece: the joined arrays are reserved for
    /// the densest clean file, some 16 bytes of address space for each byte of source.
    static let maximumFileBytes = 256 << 20

    /// Pieces per core: cores take pieces as they come free, so a core that another process holds
    /// delays the file by at most one small piece, not by half of it; and a small piece's tokens
    /// are still in the core's caches when it parses them and copies them to their place, and the
    /// last piece, parsed while the other cores wait, is short (8 a core against 4: 57.2 to 55.4
    /// ms for the 100,000-row corpus, medians of 60 runs; 16 against 8: 35.9 to 35.2 ms, 80 runs).
    static let piecesPerCore = 16

    /// The tree of `file` parsed in pieces, or nil when it is too small or too large to split, denser
    /// than the joined arrays have room for, or has diagnostics.
    static func parse(_ file: SourceFile) -> SyntaxTree? {
        Cores.online > 1 ? parse(file, pieces: min(Cores.online * piecesPerCore, file.count / minimumPieceBytes)) : nil
    }

    static func parse(_ file: SourceFile, pieces: Int) -> SyntaxTree? {
        guard pieces > 1, file.count <= maximumFileBytes else { return nil }
        return file.bytes.withUnsafeBufferPointer { bytes -> SyntaxTree? in
            let bounds = boundaries(bytes, pieces: pieces)
            guard bounds.count > 2 else { return nil }
            // Room for a clean file at its densest: a token or an attribute every two bytes, a
            // declaration every four (`row\n`); a file denser still is parsed in one piece.
            let room = Room(tokens: bytes.count / 2 + 16 * bounds.count, declarations: bytes.count / 4 + bounds.count,
                            attributes: bytes.count / 2 + bounds.count)
            let joined = Room.filling(room) { tokens, declarations, attributes in
                let joiner = Joiner(pieces: bounds.count - 1, into: tokens, declarations, attributes)
                nonisolated(unsafe) let input = bytes
                DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { k in
                    // Each piece sees the file only up to its end, so its last token is `.endOfFile` there.
                    let prefix = UnsafeBufferPointer(rebasing: input[0..<bounds[k + 1]])
                    joiner.parse(piece: k, of: file, bytes: prefix, from: bounds[k])
                }
                return joiner.filled
            }
            guard let joined else { return nil }
            return SyntaxTree(file: file, tokens: joined.tokens, declarations: joined.declarations,
                              attributes: joined.attributes, diagnostics: [])
        }
    }

    /// Offsets where pieces start, with the file's end last: the first offset at or after each
    /// equal share that begins a line with a letter.
    static func boundaries(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Int] {
        var bounds = [0]
        for k in 1..<pieces {
            var j = max(Cores.share(k, of: pieces, bytes.count), bounds[bounds.count - 1] + 1)
            while j < bytes.count,
                  !(bytes[j - 1] == UInt8(ascii: "\n") && Lexer.isIdentifierStart(bytes[j]) && bytes[j] != UInt8(ascii: "_")) {
                // Only a position after a line break can start a piece: on to the next one.
                guard let lineBreak = RawBytes.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: j) else {
                    j = bytes.count
                    break
                }
                j = lineBreak + 1
            }
            // No line starts from here to the end: none for the later shares either, which would
            // scan the same bytes again.
            guard j < bytes.count else { break }
            bounds.append(j)
        }
        bounds.append(bytes.count)
        return bounds
    }

    /// Counts of tokens, declarations and attributes.
    struct Room {
        var tokens: Int
        var declarations: Int
        var attributes: Int

        /// Calls `body` with uninitialized room for `room` of each; the arrays of the counts it
        /// returns, or nil when it returns nil. Tokens, declarations and attributes are plain
        /// data, so elements written but not counted need no cleaning up.
        static func filling(_ room: Room,
                            _ body: (UnsafeMutableBufferPointer<Token>, UnsafeMutableBufferPointer<Declaration>,
                                     UnsafeMutableBufferPointer<Attribute>) -> Room?)
            -> (tokens: [Token], declarations: [Declaration], attributes: [Attribute])? {
            var declarations: [Declaration] = [], attributes: [Attribute] = [], counts: Room?
            let tokens = [Token](advisedCapacity: room.tokens) {
                tokenSlots, tokenCount in
                declarations = [Declaration](advisedCapacity: room.declarations) {
                    declarationSlots, declarationCount in
                    attributes = [Attribute](advisedCapacity: room.attributes) {
                        attributeSlots, attributeCount in
                        counts = body(tokenSlots, declarationSlots, attributeSlots)
                        attributeCount = counts?.attributes ?? 0
                    }
                    declarationCount = counts?.declarations ?? 0
                }
                tokenCount = counts?.tokens ?? 0
            }
            return counts.map { _ in (tokens, declarations, attributes) }
        }
    }

    /// A worker's buffers for the piece it parses. A scratch belongs to one thread at a time:
    /// it is handed from one to another only under the joiner's lock.
    final class Scratch: @unchecked Sendable {
        var tokens: UnsafeMutableBufferPointer<Token>
        var tokenCount = 0
        let declarations = NodeBuffer<Declaration>(capacity: 0)
        let attributes = NodeBuffer<Attribute>(capacity: 0)

        init(tokens capacity: Int) {
            tokens = .allocate(capacity: capacity)
        }

        deinit { tokens.deallocate() }

        /// Lexes and parses `bytes` from `start` into this scratch; false when the piece has a diagnostic.
        func parse(_ file: SourceFile, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
            let (count, overflow, lexDiagnostics) = Lexer.tokenize(bytes, from: start, into: tokens)
            guard lexDiagnostics.isEmpty else { return false }
            if !overflow.isEmpty {
                // Denser than the scratch has room for: a larger one, for this piece and the next.
                let larger = UnsafeMutableBufferPointer<Token>.allocate(capacity: (count + overflow.count) * 2)
                _ = UnsafeMutableBufferPointer(rebasing: larger[0..<count]).initialize(fromContentsOf: tokens[0..<count])
                _ = UnsafeMutableBufferPointer(rebasing: larger[count...]).initialize(fromContentsOf: overflow)
                tokens.deallocate()
                tokens = larger
            }
            tokenCount = count + overflow.count
            var state = ParserState(file: file, tokens: UnsafeBufferPointer(rebasing: tokens[0..<tokenCount]),
                                    into: declarations, attributes)
            state.parseFile()
            return state.diagnostics.isEmpty
        }
    }

    /// Places parsed pieces in the file's arrays in order, each as soon as those before it are
    /// placed, and keeps the scratches that are free for the next pieces.
    final class Joiner: Sendable {
        private struct State {
            /// The first piece not yet placed, and where it goes.
            var next = 0
            var end = Room(tokens: 0, declarations: 0, attributes: 0)
            /// Pieces parsed before the ones ahead of them were placed, by piece. An array, not a
            /// dictionary: a dictionary's first use has the runtime look up its key's conformance
            /// to `Hashable`, a scan of every conformance in the binary, here under the lock.
            var parked: [Scratch?]
            var free: [Scratch] = []
            var failed = false
        }

        private let pieces: Int
        private let state: Mutex<State>
        // Written by many threads at once, each piece only its own range.
        nonisolated(unsafe) private let tokens: UnsafeMutableBufferPointer<Token>
        nonisolated(unsafe) private let declarations: UnsafeMutableBufferPointer<Declaration>
        nonisolated(unsafe) private let attributes: UnsafeMutableBufferPointer<Attribute>

        init(pieces: Int, into tokens: UnsafeMutableBufferPointer<Token>,
             _ declarations: UnsafeMutableBufferPointer<Declaration>, _ attributes: UnsafeMutableBufferPointer<Attribute>) {
            self.pieces = pieces
            state = Mutex(State(parked: Array(repeating: nil, count: pieces)))
            self.tokens = tokens
            self.declarations = declarations
            self.attributes = attributes
        }

        /// The counts placed, once every piece has been; nil when a piece failed.
        var filled: Room? {
            state.withLock { $0.failed || $0.next < pieces ? nil : $0.end }
        }

        /// Parses piece `k`, then places it and any parked pieces after it that it frees to go.
        func parse(piece k: Int, of file: SourceFile, bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
            let scratch: Scratch? = state.withLock { $0.failed ? nil : $0.free.popLast() ?? Scratch(tokens: (bytes.count - start) / 4 + 16) }
            guard let scratch else { return }
            let parsed = scratch.parse(file, bytes, from: start)
            let ready: [(scratch: Scratch, at: Room, isLast: Bool)] = state.withLock { state in
                guard parsed, !state.failed else {
                    state.failed = true
                    return []
                }
                state.parked[k] = scratch
                var ready: [(scratch: Scratch, at: Room, isLast: Bool)] = []
                while state.next < pieces, let next = state.parked[state.next] {
                    state.parked[state.next] = nil
                    let isLast = state.next == pieces - 1
                    let at = state.end
                    // Every piece's `.endOfFile` but the last one's is left out.
                    let end = Room(tokens: at.tokens + next.tokenCount - (isLast ? 0 : 1),
                                   declarations: at.declarations + next.declarations.count,
                                   attributes: at.attributes + next.attributes.count)
                    guard end.tokens <= tokens.count, end.declarations <= declarations.count,
                          end.attributes <= attributes.count else {
                        state.failed = true
                        return []
                    }
                    ready.append((next, at, isLast))
                    state.end = end
                    state.next += 1
                }
                return ready
            }
            for piece in ready {
                copy(piece.scratch, to: piece.at, isLast: piece.isLast)
                state.withLock { $0.free.append(piece.scratch) }
            }
        }

        /// Copies a parsed piece to its place, shifting its token and attribute indices by the
        /// counts before it.
        private func copy(_ piece: Scratch, to at: Room, isLast: Bool) {
            (tokens.baseAddress! + at.tokens).initialize(from: piece.tokens.baseAddress!, count: piece.tokenCount - (isLast ? 0 : 1))
            let tokenShift = Int32(at.tokens), attributeShift = Int32(at.attributes)
            // Indices fit 32 bits (the file is at most `maximumFileBytes`): no overflow checks,
            // and the shifted ranges are as ordered as the ones they come from.
            place(piece.declarations.elements, at: declarations.baseAddress! + at.declarations) { declaration in
                declaration.keyword &+= tokenShift
                // -1, for no name, stays -1: the shift is masked off by the sign.
                declaration.nameIndex &+= tokenShift & ~(declaration.nameIndex >> 31)
                declaration.attributes = Range(uncheckedBounds: (declaration.attributes.lowerBound &+ attributeShift,
                                                                 declaration.attributes.upperBound &+ attributeShift))
                declaration.lastToken &+= tokenShift
            }
            place(piece.attributes.elements, at: attributes.baseAddress! + at.attributes) { attribute in
                // The colon and value are counted from the key: only the key moves.
                attribute.key &+= tokenShift
            }
        }

        /// Initializes `target` with the elements of `source`, each changed by `shift` on the way.
        @inline(__always)
        private func place<T>(_ source: UnsafeBufferPointer<T>, at target: UnsafeMutablePointer<T>, _ shift: (inout T) -> Void) {
            for k in source.indices {
                var element = source[k]
                shift(&element)
                (target + k).initialize(to: element)
            }
        }
    }
}
