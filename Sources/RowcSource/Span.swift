// Span.swift defines byte positions and half-open byte ranges within one source file.

/// A half-open range of UTF-8 byte offsets `[start, end)` within one `SourceFile`.
///
/// Positions stay byte offsets everywhere inside the compiler; lines and columns
/// are computed only when something is shown to a person (see `SourceFile.location`).
public struct Span: Hashable, Sendable, Comparable {
    public var start: Int32
    public var end: Int32

    @inlinable
    public init(start: Int32, end: Int32) {
        precondition(start <= end, "span ends before it starts")
        self.start = start
        self.end = end
    }

    public init(_ start: Int, _ end: Int) {
        self.init(start: Int32(start), end: Int32(end))
    }

    /// An empty span at `offset`, used for insertions and for "missing" syntax.
    public static func empty(at offset: Int32) -> Span {
        Span(start: offset, end: offset)
    }

    public var isEmpty: Bool { start == end }
    public var length: Int { Int(end - start) }

    /// The smallest span that covers both `self` and `other`.
    @inlinable
    public func union(_ other: Span) -> Span {
        Span(start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int32) -> Bool {
        start <= offset && offset < end
    }

    public static func < (lhs: Span, rhs: Span) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
