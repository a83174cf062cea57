// SourceFile.swift holds one spec's bytes and turns byte offsets into lines and columns.

import Synchronization

/// A 1-based line and column. `column` counts Unicode scalars; `utf16Column`
/// (0-based, as the Language Server Protocol wants it) counts UTF-16 code units.
public struct Location: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The bytes of one spec file, its display path, and a line table built on first use.
///
/// The bytes are kept exactly as read (a BOM, CRLF and invalid UTF-8 included) so
/// every span points at what the user wrote. `final class` so the table is built once
/// and shared by every phase that reports positions.
public final class SourceFile: @unchecked Sendable {
    /// The path as given on the command line (or a URI in the language server).
    public let path: String
    public let bytes: [UInt8]
    private var lineStarts: [Int32]?
    /// Checkpoints of the long lines located so far, by 0-based line (see `checkpoints(ofLine:)`).
    private var lineCheckpoints: [Int: [(offset: Int, column: Int, utf16: Int)]] = [:]
    /// Guards the two tables above, which phases on several threads may build at once.
    private let lock = Mutex(())

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var count: Int { bytes.count }

    /// The text of `span`, with invalid UTF-8 repaired; for messages, never for decisions.
    public func text(_ span: Span) -> String {
        // Through the buffer rather than an ArraySlice: the checker makes a String this way for
        // every row's name, and the slice costs a retain, a release and generic iteration.
        bytes.withUnsafeBufferPointer { all in
            String(decoding: UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.end)]), as: UTF8.self)
        }
    }

    /// Offsets at which each line begins; a line ends at `\n` (a `\r` before it belongs to the break).
    public var lines: [Int32] {
        lock.withLock { _ in
            if let lineStarts { return lineStarts }
            var starts: [Int32] = [0]
            starts.reserveCapacity(bytes.count / 32 + 1)
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
                starts.append(Int32(i + 1))
            }
            lineStarts = starts
            return starts
        }
    }

    public var lineCount: Int { lines.count }

    /// The 0-based index of the line that contains `offset`.
    public func lineIndex(of offset: Int32) -> Int {
        let starts = lines
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based line and column of `offset`.
    public func location(of offset: Int32) -> Location {
        let index = lineIndex(of: offset)
        let end = min(Int(offset), bytes.count)
        var position = (offset: Int(columnStart(ofLine: index)), column: 1, utf16: 0)
        // On a long line, start from the nearest checkpoint instead of the line's start, so many
        // diagnostics on one long line cost linear time in whatever order they are located.
        if Int(lineContentEnd(index)) - position.offset > Self.checkpointSpacing * 4 {
            let marks = checkpoints(ofLine: index)
            var low = 0, high = marks.count
            while low < high {
                let mid = (low + high) / 2
                if marks[mid].offset <= end { low = mid + 1 } else { high = mid }
            }
            if low > 0 { position = marks[low - 1] }
        }
        while position.offset < end { step(&position) }
        return Location(line: index + 1, column: position.column, utf16Column: position.utf16)
    }

    /// Steps over one scalar as shown: a valid UTF-8 sequence, or one invalid byte (a replacement character).
    private func step(_ position: inout (offset: Int, column: Int, utf16: Int)) {
        let i = position.offset
        let width = UTF8Decoding.sequenceLength(lead: bytes[i])
        // A UTF-8 lead byte starts a scalar; continuation bytes (10xxxxxx) do not.
        if width > 1, i + width <= bytes.count, UTF8Decoding.isValidSequence(bytes, at: i, length: width) {
            position.utf16 += width == 4 ? 2 : 1
            position.offset += width
        } else {
            position.utf16 += 1
            position.offset += 1
        }
        position.column += 1
    }

    /// Bytes between the checkpoints of a long line. Small, because a line of a few hundred
    /// bytes with a diagnostic at every other byte (a run of stray characters) walked from its
    /// start for each one: quadratic up to the length where checkpoints began.
    static let checkpointSpacing = 64

    /// Positions along line `index`, about `checkpointSpacing` bytes apart, each one the walk of
    /// `location(of:)` passes through; built once per line, on first use.
    private func checkpoints(ofLine index: Int) -> [(offset: Int, column: Int, utf16: Int)] {
        if let marks = lock.withLock({ _ in lineCheckpoints[index] }) { return marks }
        var marks: [(offset: Int, column: Int, utf16: Int)] = []
        var position = (offset: Int(columnStart(ofLine: index)), column: 1, utf16: 0)
        let end = Int(lineContentEnd(index))
        var next = position.offset
        while position.offset < end {
            if position.offset >= next {
                marks.append(position)
                next = position.offset + Self.checkpointSpacing
            }
            step(&position)
        }
        lock.withLock { _ in lineCheckpoints[index] = marks }
        return marks
    }

    /// The byte offset of a 0-based line and UTF-16 column, clamped to the line: the inverse of `location` for editors.
    public func offset(line: Int, utf16Column: Int) -> Int32 {
        let starts = lines
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return Int32(bytes.count) }
        let end = Int(lineContentEnd(line))
        var i = Int(columnStart(ofLine: line))
        var units = 0
        while i < end && units < utf16Column {
            let width = UTF8Decoding.sequenceLength(lead: bytes[i])
            if width > 1, i + width <= bytes.count, UTF8Decoding.isValidSequence(bytes, at: i, length: width) {
                units += width == 4 ? 2 : 1
                i += width
            } else {
                units += 1
                i += 1
            }
        }
        return Int32(i)
    }

    /// Where column 1 of line `index` is: the line's start, after a leading byte-order mark,
    /// which editors do not show and so do not count.
    public func columnStart(ofLine index: Int) -> Int32 {
        let start = lines[index]
        return index == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? start + 3 : start
    }

    /// The end of line `index`'s content: before its `\n` or `\r\n`.
    public func lineContentEnd(_ index: Int) -> Int32 {
        let starts = lines
        let start = Int(starts[index])
        var end = index + 1 < starts.count ? Int(starts[index + 1]) - 1 : bytes.count
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return Int32(end)
    }

    /// The text of 0-based line `index`, without its line break.
    public func lineText(_ index: Int) -> String {
        text(Span(start: lines[index], end: lineContentEnd(index)))
    }
}
